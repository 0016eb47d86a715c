export { Link } from './IntentLink.client'
export { usePathname, useRouter } from './locale-navigation.client'
