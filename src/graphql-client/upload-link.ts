/**
 * Uploads through the GraphQL endpoint (SPEC §7 "Uploads through the same endpoint are supported"),
 * as the GraphQL multipart request spec describes
 * (https://github.com/jaydenseric/graphql-multipart-request-spec): a POST whose form fields are
 * `operations` (the request with every file replaced by null), `map` (which field holds which
 * variable path) and the files themselves as "0", "1", ….
 *
 * Written here rather than taken from apollo-upload-client, whose current version needs Node 22.
 */
import { ApolloLink } from '@apollo/client/link'
import {
  fallbackHttpConfig,
  parseAndCheckHttpResponse,
  selectHttpOptionsAndBody,
} from '@apollo/client/link/http'
import { Observable } from 'rxjs'

/** A file or any other binary part of the variables. */
function isFile(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob
}

/** Whether an operation's variables hold a file anywhere (the split into this link). */
export function hasFiles(value: unknown, seen = new Set<unknown>()): boolean {
  if (isFile(value)) return true
  if (typeof value !== 'object' || value === null || seen.has(value)) return false
  seen.add(value)
  return Object.values(value).some((item) => hasFiles(item, seen))
}

export type ExtractedFiles<T> = {
  /** The value with every file replaced by null. */
  clone: T
  /** Each distinct file once, with every path it was found at (`variables.files.1`). */
  files: Map<Blob, string[]>
}

/** Replaces the files of a JSON-like value by null and records where they were. */
export function extractFiles<T>(value: T, path: string): ExtractedFiles<T> {
  const files = new Map<Blob, string[]>()
  const walk = (node: unknown, at: string): unknown => {
    if (isFile(node)) {
      files.set(node, [...(files.get(node) ?? []), at])
      return null
    }
    if (Array.isArray(node)) return node.map((item, i) => walk(item, `${at}.${i}`))
    // Only plain objects are walked: a Date or a class instance is sent as JSON serialises it.
    if (
      typeof node === 'object' &&
      node !== null &&
      Object.getPrototypeOf(node) === Object.prototype
    ) {
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, `${at}.${k}`)]))
    }
    return node
  }
  return { clone: walk(value, path) as T, files }
}

/** The form body of one operation. */
export function multipartBody(request: { variables?: Record<string, unknown> }): FormData {
  const { clone: variables, files } = extractFiles(request.variables ?? {}, 'variables')
  const form = new FormData()
  form.append('operations', JSON.stringify({ ...request, variables }))
  const map: Record<string, string[]> = {}
  const parts: Blob[] = []
  for (const [file, paths] of files) {
    map[String(parts.length)] = paths
    parts.push(file)
  }
  form.append('map', JSON.stringify(map))
  parts.forEach((file, i) => {
    // A Blob has no name; the server needs one for the stored file.
    const name = 'name' in file && typeof file.name === 'string' && file.name ? file.name : 'blob'
    form.append(String(i), file, name)
  })
  return form
}

export type UploadLinkOptions = {
  uri: string
  fetch?: typeof fetch
  credentials?: RequestCredentials
}

/** A terminating link that POSTs an operation with files as a multipart request. */
export function createUploadLink({
  uri,
  fetch: customFetch,
  credentials,
}: UploadLinkOptions): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const context = operation.getContext()
        // Headers (auth included), credentials and fetch options are chosen as HttpLink chooses them.
        const { options, body } = selectHttpOptionsAndBody(
          operation,
          fallbackHttpConfig,
          { credentials },
          {
            http: context.http,
            options: context.fetchOptions,
            credentials: context.credentials,
            headers: context.headers,
          },
        )
        const headers: Record<string, string> = { ...options.headers }
        // fetch writes the multipart content type itself, with the boundary.
        delete headers['content-type']
        // A form post with cookies must show it is no other site's page (the server's CSRF rule).
        headers['apollo-require-preflight'] = 'true'
        const controller = new AbortController()
        const send = customFetch ?? fetch
        send(uri, {
          ...options,
          method: 'POST',
          headers,
          body: multipartBody(body),
          signal: controller.signal,
        })
          .then((response) => {
            // As HttpLink does: links above read the status from here.
            operation.setContext({ response })
            return parseAndCheckHttpResponse(operation)(response)
          })
          .then(
            (result: ApolloLink.Result) => {
              observer.next(result)
              observer.complete()
            },
            (error: unknown) => observer.error(error),
          )
        return () => controller.abort()
      }),
  )
}
