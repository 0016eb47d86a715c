export { Link } from './IntentLink'
export {
  getPathname,
  permanentRedirect,
  redirect,
  usePathname,
  useRouter,
} from './locale-navigation'
