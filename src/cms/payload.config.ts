import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { seoPlugin } from '@payloadcms/plugin-seo'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { ru } from '@payloadcms/translations/languages/ru'
import { buildConfig } from 'payload'
import type sharpModule from 'sharp'

import { adminTranslations } from '@/cms/admin/translations'
import { DEFAULT_LOCALE, LOCALES } from '@/config/constants'
import { getEnv, resolvePayloadSecret } from '@/config/env'
import { logger } from '@/lib/logger'
import { LOCALE_META } from '@/lib/page-metadata'
import { UPLOAD_MAX_BYTES } from '@/security/rest-guard'
import { PAYLOAD_COOKIE_PREFIX } from '@/security/session-token'

import { collections } from './collections'
import { keepPoolErrorsFromCrashing } from './database-lifecycle'
import { databaseAdapter } from './db'
import { emailAdapter } from './email'
import { installJobsClock, jobsClockEndpoint } from './endpoints/jobs-clock'
import { translationStatusEndpoint } from './endpoints/translation-status'
import { LOCALE_LABELS } from './fields/labels'
import { withLabelsInAdminLanguage } from './fields/labels-in-admin-language'
import { withSeoTab } from './fields/seo'
import { withTranslationStatus } from './fields/translation-status'
import { Home } from './globals/Home'
import { Navigation } from './globals/Navigation'
import { Site } from './globals/Site'
import { SiteTexts } from './globals/SiteTexts'
import { keepErrorDetails } from './hooks/error-details'
import { withGlobalPasswordChangeGate, withPasswordChangeGate } from './hooks/password-change-gate'
import { withGlobalRequestBounds, withRequestBounds } from './hooks/request-bounds'
import { jobs } from './jobs'

const dirname = path.dirname(fileURLToPath(import.meta.url))
/** Payload's own complexity rule for GraphQL (every field 1, relationships more). */
const GRAPHQL_MAX_COMPLEXITY = 1000
const env = getEnv()
// The SEO plugin has no 3.90.2 release: its 3.90.1 runs on our payload (package.json's overrides
// keep one copy of payload and its UI), and Payload's start-up check outside production would
// stop the process on the differing version number.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'

/**
 * Sharp (libvips) loads at the first image Payload resizes, not with the config: no page a visitor
 * reads needs it, and loading it was part of a fresh server's first page.
 */
const sharp = (...args: Parameters<typeof sharpModule>): ReturnType<typeof sharpModule> =>
  (createRequire(import.meta.url)('sharp') as typeof sharpModule)(...args)

export default buildConfig({
  secret: resolvePayloadSecret(env),
  serverURL: env.SITE_URL ?? '',
  // Cookie sessions are accepted only from the site's own origin (Payload adds serverURL too, but
  // as written: with a trailing slash it would match no browser's Origin header).
  csrf: env.SITE_URL ? [new URL(env.SITE_URL).origin] : [],
  admin: {
    user: 'users',
    importMap: { baseDir: path.resolve(dirname, '..') },
    meta: { titleSuffix: ' — Admin' },
    // Payload's default is Gravatar: every admin page sent a hash of the staff member's e-mail to
    // an outside host. The built-in icon keeps the admin on the site alone.
    avatar: 'default',
    // Payload's default ('MMMM do yyyy, h:mm a') reads "ноября 26-е 2026, 6:28 ДП" in Russian.
    dateFormat: 'd MMMM yyyy, HH:mm',
    components: {
      providers: [
        '/components/admin/MonacoFromSite.client#MonacoFromSite',
        '/components/admin/CallbackLiveProvider.client#CallbackLiveProvider',
        '/components/admin/ListCellLabels.client#ListCellLabels',
        '/components/admin/PasswordChangePrompt.client#PasswordChangePrompt',
      ],
    },
  },
  // The admin is in Russian until its user picks English in the account view (Payload's language
  // cookie; src/server/admin-language.ts gives Russian to a request without one); every text of the
  // content model is a {ru,en} object (src/cms/fields/labels.ts, checked by
  // src/cms/admin/labels.test.ts). API errors for clients that state no language are in English.
  // Our own admin texts (the catalogues' `admin` namespace) are `collegium:…` keys.
  i18n: { supportedLanguages: { ru, en }, fallbackLanguage: 'en', translations: adminTranslations },
  localization: {
    locales: LOCALES.map((code) => ({
      code,
      // "Русский" in the Russian admin's locale select, where it read "RU".
      label: LOCALE_LABELS[code],
      rtl: LOCALE_META[code].dir !== 'ltr',
    })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  collections: collections
    .map(withRequestBounds)
    .map(withPasswordChangeGate)
    .map(withTranslationStatus)
    .map(withLabelsInAdminLanguage),
  globals: [Site, withSeoTab(Home), SiteTexts, Navigation]
    .map(withGlobalRequestBounds)
    .map(withGlobalPasswordChangeGate)
    .map(withTranslationStatus)
    .map(withLabelsInAdminLanguage),
  // The job clock only on a test server started with E2E_JOBS_CLOCK=true (src/config/env.ts).
  endpoints: [translationStatusEndpoint, ...(env.E2E_JOBS_CLOCK ? [jobsClockEndpoint] : [])],
  hooks: { afterError: [keepErrorDetails] },
  editor: lexicalEditor(),
  db: databaseAdapter(env),
  sharp,
  email: emailAdapter(env),
  jobs,
  // Introspection is decided by src/graphql/schema.ts (GRAPHQL_INTROSPECTION), not by Payload.
  graphQL: {
    maxComplexity: GRAPHQL_MAX_COMPLEXITY,
    disablePlaygroundInProduction: true,
    disableIntrospectionInProduction: false,
  },
  // Not regenerated at every load of the config: outside production each load started a detached
  // `payload generate:types` process (two per script, with the bootstrap's), which took the two
  // cores from whatever the script, test or benchmark was doing for several seconds.
  // `npm run generate:types` writes the file; src/cms/payload-types.test.ts checks that it is current.
  typescript: {
    outputFile: path.resolve(dirname, '../config/payload-types.ts'),
    autoGenerate: false,
  },
  upload: { limits: { fileSize: UPLOAD_MAX_BYTES } },
  // Payload's telemetry ran `git config` in a child process, blocking the first request, and posted
  // to Payload's own host at every start: the site reports to no third party (as with the avatar).
  telemetry: false,
  cookiePrefix: PAYLOAD_COOKIE_PREFIX,
  // The server's logger (JSON lines, pretty on a terminal, less the values of failed queries).
  logger: logger.child({ name: 'payload' }),
  // The SEO plugin for its admin components' texts (Russian included); its fields are placed by
  // src/cms/fields/seo.ts, so it is given no collections.
  plugins: [seoPlugin({})],
  onInit: async (payload) => {
    keepPoolErrorsFromCrashing(payload)
    if (env.E2E_JOBS_CLOCK) installJobsClock()
  },
})
