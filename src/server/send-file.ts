/**
 * The body of an answer that serves a file from disk, whose length the answer announced from the
 * file's `stat` (media files, the admin's code editor).
 */
import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Exactly the `size` bytes that the answer's length announced, or none for a HEAD. A file
 * rewritten under the same name while it is sent (a re-cropped image) would otherwise send its new
 * tail past them, and the connection's next answer would begin with those bytes (the client:
 * "Parse Error: Expected HTTP/"); one that got shorter, or can no longer be read, ends the
 * connection, as the answer cannot be completed.
 */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  size: number,
): void {
  if (req.method === 'HEAD' || size === 0) {
    res.end()
    return
  }
  let sent = 0
  fs.createReadStream(file, { end: size - 1 })
    .on('data', (chunk) => {
      sent += chunk.length
    })
    .on('error', () => res.destroy())
    .on('end', () => {
      if (sent < size) res.destroy()
    })
    .pipe(res)
}
