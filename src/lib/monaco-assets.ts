/**
 * Where the site serves the admin's code editor (Monaco) itself instead of a CDN: the build copies
 * it there (scripts/app/vendor-files.ts), the admin loads it from there, and its headers say how
 * long browsers keep it (src/security/headers.ts).
 */
export const MONACO_ASSETS_PATH = '/vendor/monaco/vs'
