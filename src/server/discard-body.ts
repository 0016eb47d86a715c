/**
 * A request refused from its head (src/server/rest-guard.ts: 411, 413) may still be sending its
 * body. Closing the connection with that body unread makes the kernel answer with a reset, which
 * can drop the refusal before the client has read it (a client writing a 2 MB login saw EPIPE in 8
 * of 30 tries and never the 413). So the body is read and dropped, as nginx's lingering close
 * does, within bounds in bytes and time; a client that goes past either is cut off.
 */
import type { IncomingMessage } from 'node:http'

import { REST_LIMITS } from '../config/constants'

/**
 * Reads and drops what is left of `req`'s body; once it has ended the connection may serve the
 * next request. Past `REST_LIMITS.discardBodyBytes` read, or `discardBodyMs` before the body ends,
 * the socket is destroyed.
 */
export function discardBody(req: IncomingMessage): void {
  if (req.complete) return
  let bytes = 0
  const cutOff = () => req.socket.destroy()
  const timer = setTimeout(cutOff, REST_LIMITS.discardBodyMs)
  timer.unref()
  req.on('data', (chunk: Buffer) => {
    bytes += chunk.length
    if (bytes > REST_LIMITS.discardBodyBytes) cutOff()
  })
  // Ended, or the connection closed: nothing left to bound.
  req.once('close', () => clearTimeout(timer))
}
