import { withDrafts } from '../fields/drafts'
import { withSeoTab } from '../fields/seo'
import { Achievements } from './Achievements'
import { AnalyticsConsents } from './AnalyticsConsents'
import { ApplicationCvs } from './ApplicationCvs'
import { Applications } from './Applications'
import { CallbackRequests } from './CallbackRequests'
import { Cases } from './Cases'
import { Clients } from './Clients'
import { EventRegistrations } from './EventRegistrations'
import { IndustrySectors } from './IndustrySectors'
import { Media } from './Media'
import { Offices } from './Offices'
import { Pages } from './Pages'
import { People } from './People'
import { Posts } from './Posts'
import { Practices } from './Practices'
import { ProBono } from './ProBono'
import { PublicationLog } from './PublicationLog'
import { Redirects } from './Redirects'
import { Subscribers } from './Subscribers'
import { Users } from './Users'
import { Vacancies } from './Vacancies'

/**
 * The public content types an editor drafts, previews and publishes (src/cms/fields/drafts.ts):
 * versions with their authors, live preview, the publication log; posts and pages also publish and
 * unpublish on a schedule. The page-like ones have the SEO tab (src/cms/fields/seo.ts).
 */
export const collections = [
  withDrafts(withSeoTab(Practices)),
  withDrafts(withSeoTab(IndustrySectors)),
  withDrafts(withSeoTab(People)),
  withDrafts(withSeoTab(Posts), { schedulePublish: true }),
  withDrafts(Achievements),
  withDrafts(Vacancies),
  Clients,
  Cases,
  Offices,
  ProBono,
  withDrafts(withSeoTab(Pages), { schedulePublish: true }),
  Redirects,
  Media,
  CallbackRequests,
  Subscribers,
  EventRegistrations,
  Applications,
  ApplicationCvs,
  AnalyticsConsents,
  PublicationLog,
  Users,
]
