/**
 * Whether an editor's link is a path of this site without the language prefix (`/contacts`,
 * `/practices?x=1#y`): it starts with one slash (two would name another host), has no spaces or
 * backslashes (browsers read `/\host` as another host too) and no scheme.
 */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value) && !/^\/(en)(\/|$)/.test(value)
}
