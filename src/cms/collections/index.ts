import { Achievements } from './Achievements'
import { AnalyticsConsents } from './AnalyticsConsents'
import { CallbackRequests } from './CallbackRequests'
import { Cases } from './Cases'
import { Clients } from './Clients'
import { IndustrySectors } from './IndustrySectors'
import { Media } from './Media'
import { Offices } from './Offices'
import { Pages } from './Pages'
import { People } from './People'
import { Posts } from './Posts'
import { Practices } from './Practices'
import { ProBono } from './ProBono'
import { Redirects } from './Redirects'
import { Users } from './Users'

export const collections = [
  Practices,
  IndustrySectors,
  People,
  Posts,
  Achievements,
  Clients,
  Cases,
  Offices,
  ProBono,
  Pages,
  Redirects,
  Media,
  CallbackRequests,
  AnalyticsConsents,
  Users,
]
