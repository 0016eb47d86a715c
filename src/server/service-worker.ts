/**
 * Server steps for the service worker (docs/offline.md): its file, built into the build directory
 * by scripts/app/build-service-worker.ts, served at SERVICE_WORKER_PATH so that its scope is the
 * whole site and the browser asks for it anew on every update check; and the mark that keeps staff
 * answers out of its caches.
 */
import fs from 'node:fs'
import path from 'node:path'

import { NO_OFFLINE_COPY_HEADER, PRIVATE_COOKIES, SERVICE_WORKER_PATH } from '@/config/constants'
import { isRead, type RequestStep } from './request-steps'

/** Where the built worker is, inside the build directory. */
export function serviceWorkerFile(distDir = process.env.NEXT_DIST_DIR ?? '.next'): string {
  return path.join(distDir, 'service-worker', 'sw.js')
}

/** The headers of the worker's file. */
export const SERVICE_WORKER_HEADERS = {
  'content-type': 'text/javascript; charset=utf-8',
  // Revalidated on every update check, so that a new build's worker is found at once.
  'cache-control': 'no-cache',
  'service-worker-allowed': '/',
} as const

/** Step: the worker's file (404 when no production build made one, as in development). */
export function serveServiceWorker(file = serviceWorkerFile()): RequestStep {
  return ({ req, res, path: urlPath }) => {
    if (urlPath !== SERVICE_WORKER_PATH || !isRead(req)) return 'next'
    let body: Buffer
    try {
      body = fs.readFileSync(file)
    } catch {
      res.writeHead(404, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
      })
      res.end('Not Found')
      return 'answered'
    }
    res.writeHead(200, { ...SERVICE_WORKER_HEADERS, 'content-length': String(body.length) })
    res.end(req.method === 'HEAD' ? undefined : body)
    return 'answered'
  }
}

/** Staff sessions (Payload, GraphQL) and Next's draft mode: answers no offline copy may keep. */
const PRIVATE_COOKIE = new RegExp(`(?:^|;\\s*)(?:${PRIVATE_COOKIES.join('|')})=`)

/** Step: answers to requests with a staff session or draft cookie say the worker must not keep them. */
export const markSessionAnswers: RequestStep = ({ req, res }) => {
  if (PRIVATE_COOKIE.test(String(req.headers.cookie ?? '')))
    res.setHeader(NO_OFFLINE_COPY_HEADER, '1')
  return 'next'
}
