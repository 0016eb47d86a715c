import { cmsRoute } from '@/components/ui/CmsPage'

const route = cmsRoute('demo')

export const generateMetadata = route.generateMetadata
export default route.Page
