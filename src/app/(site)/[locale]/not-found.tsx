import { NotFoundView } from '@/components/layout/NotFoundView'

/**
 * The 404 view inside the site's layout when a page calls `notFound()` during an in-app
 * navigation. A document request never shows it server-rendered (Next answers `notFound()` with
 * an empty error shell, vercel/next.js#62228): the custom server sends the /404 page in its place
 * (src/server/not-found-page.ts).
 */
export default function NotFound() {
  return <NotFoundView />
}
