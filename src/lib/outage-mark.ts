/**
 * The attribute the error view carries when it reports a database outage. The server replaces a
 * page that shows it with its plain 503 (src/server/outage-response.ts): the page's rendering met the
 * outage even where the request's marks could not follow (work scheduled outside the request's
 * async context).
 */
export const OUTAGE_MARK = 'data-database-unavailable'
