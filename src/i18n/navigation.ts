export { usePathname, useRouter } from './client-navigation'
export { Link } from './IntentLink'
