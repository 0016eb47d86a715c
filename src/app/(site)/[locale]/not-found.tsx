import { NotFoundView } from '@/components/layout/NotFoundView'

/**
 * The 404 view inside the site's layout when a page calls `notFound()`. Next sends it with the
 * page's status 404 but renders it in the browser: the HTML of a document request is an error
 * shell with the view in its payload (https://github.com/vercel/next.js/issues/62228).
 */
export default function NotFound() {
  return <NotFoundView />
}
