/**
 * The file a request path names under a folder the server serves from disk (the admin's editor,
 * the build's files), or undefined: outside the prefix, an undecodable or escaping path, a hidden
 * or empty segment, or a type not served.
 */
import path from 'node:path'

/** The file under `root` that `urlPath` names below `prefix` (no trailing slash), if it may be served. */
export function fileUnder(
  urlPath: string,
  prefix: string,
  root: string,
  types: Readonly<Record<string, string>>,
): string | undefined {
  if (!urlPath.startsWith(`${prefix}/`)) return undefined
  let relative: string
  try {
    relative = decodeURIComponent(urlPath.slice(prefix.length + 1))
  } catch {
    return undefined
  }
  if (relative.includes('\0') || relative.split('/').some((s) => s === '' || s.startsWith('.'))) {
    return undefined
  }
  if (!Object.hasOwn(types, path.extname(relative))) return undefined
  const file = path.resolve(root, relative)
  return file.startsWith(root + path.sep) ? file : undefined
}
