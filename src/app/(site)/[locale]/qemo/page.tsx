import { cmsRoute } from '@/components/ui/CmsPage'

const route = cmsRoute('qemo')

export const generateMetadata = route.generateMetadata
export default route.Page
