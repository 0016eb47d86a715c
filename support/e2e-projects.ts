/**
 * Which tests also run on a phone (Pixel 7), by a tag in the title of the test or of its describe:
 * `@phone` runs it in the desktop and the phone projects, `@phone-only` in the phone projects alone
 * (a test that sets a phone's width itself). A test has one when what it checks depends on a
 * phone's screen: widths, positions and overflow, what the phone layout shows or hides, the phone
 * menu, the popup's full-screen sheet, and axe (its contrast and target-size rules read the page as
 * laid out). Behaviour that is the same at every width (filters, forms, links, what the server
 * answers) runs once, at the desktop's width; routes.e2e.ts lays every page out at phone widths.
 */
export const PHONE_TAG = /@phone/
/** The phone projects' tests that the desktop projects leave out. */
export const PHONE_ONLY_TAG = /@phone-only/

/**
 * How the e2e files share the one server of the e2e step. Most only read the seeded site, and run
 * two at once (a browser each: on the 2-core machine a test is mostly a chain of waits, one process
 * at a time, so two chains fill the cores better than one). The files below change what other files
 * read (a post published, the hero's heading, the site's settings, the admin's lists): they run one
 * at a time, after every reading file has finished (playwright.config.ts).
 */
export const SHARED_CONTENT_FILES = [
  'admin-hostile.e2e.ts',
  'admin-language.e2e.ts',
  'admin.e2e.ts',
  'analytics-consent.e2e.ts',
  'home-editing.e2e.ts',
  'live-news.e2e.ts',
  'media.e2e.ts',
  'offline.e2e.ts',
  'page-texts.e2e.ts',
  'seo-tab.e2e.ts',
  'vanity-redirects.e2e.ts',
] as const

/**
 * Files that sign in on servers of their own, never the e2e step's: they change nothing another
 * file reads. They run beside the files above, once the reading files are done (the files above
 * leave a core idle much of their time, waiting on the admin).
 */
export const OWN_SERVERS_FILES = [
  'admin-callbacks.e2e.ts',
  'analytics-preview.e2e.ts',
  'first-admin.e2e.ts',
  'preview.e2e.ts',
  'topology-editing.e2e.ts',
] as const

/**
 * The files above that run beside the phone's short turn at the files that change the site; the
 * others run beside the desktop's long one (playwright.config.ts). Chosen so that each share ends
 * about when the turn it fills does.
 */
export const OWN_SERVERS_BESIDE_PHONE: readonly (typeof OWN_SERVERS_FILES)[number][] = [
  'analytics-preview.e2e.ts',
  'first-admin.e2e.ts',
]

/**
 * Files that sign in only to read back what they wrote themselves, and may run beside the others:
 * the callback form reads the requests stored for its own test phone numbers.
 */
export const SIGNS_IN_FOR_ITS_OWN = ['callback-form.e2e.ts'] as const

/**
 * Whether an e2e file signs in as the test administrator (the one way a test changes the site):
 * support/e2e-projects.test.ts fails when such a file is in none of the lists above.
 */
export function signsIn(source: string): boolean {
  return /TEST_ADMIN_EMAIL|helpers\/admin-steps|\/api\/users\/login/.test(source)
}
