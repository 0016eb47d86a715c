import { createNavigation } from 'next-intl/navigation'

import { routing } from './routing'

/** next-intl's navigation for the site's routing; the site's Link wraps this one (IntentLink). */
export const { Link, redirect, usePathname, useRouter, getPathname, permanentRedirect } =
  createNavigation(routing)
