import { cmsRoute } from '@/components/ui/CmsPage'

const route = cmsRoute('app')

export const generateMetadata = route.generateMetadata
export default route.Page
