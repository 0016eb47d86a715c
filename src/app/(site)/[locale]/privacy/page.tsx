import { cmsRoute } from '@/components/ui/CmsPage'

const route = cmsRoute('privacy')

export const generateMetadata = route.generateMetadata
export default route.Page
