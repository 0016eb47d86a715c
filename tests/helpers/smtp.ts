/**
 * A real SMTP server in its own process, for the callback pipeline's tests: 127.0.0.1 only, no TLS,
 * no authentication. Run directly (`node --import tsx tests/helpers/smtp.ts <port>`) it prints
 * `{"listening":<port>}` and then one JSON line per message received. `startSmtp()` runs it as a
 * child process that can be stopped (an outage) and started again on the same port. With `--hang`
 * it is a mail server that accepts connections and never answers (each one printed as
 * `{"connection":true}`): a sender stays in the middle of its attempt until its timeout.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import net from 'node:net'
import { pathToFileURL } from 'node:url'

import { freePort } from '../../support/postgres'

export type ReceivedMail = {
  /** The envelope: what the client said in MAIL FROM and RCPT TO. */
  from: string
  to: string[]
  /** Header names in lower case, values unfolded and decoded (RFC 2047). */
  headers: Record<string, string>
  subject: string
  /** The body, its transfer encoding undone (of a multipart message: its first text part). */
  text: string
  /** A multipart message's other parts (attachments), decoded. */
  attachments?: { contentType: string; filename: string; content: string }[]
}

/** Undoes RFC 2047 encoded words; adjacent ones are joined first (a character may span two). */
function decodeHeader(value: string): string {
  const word = /=\?([^?]+)\?([bq])\?([^?]*)\?=/gi
  return value
    .replace(/(=\?[^?]+\?[bq]\?[^?]*\?=)(\s+(?==\?))?/gi, '$1')
    .replace(new RegExp(`(?:${word.source})+`, 'gi'), (run) => {
      const bytes: Buffer[] = []
      for (const [, , encoding, data = ''] of run.matchAll(word)) {
        bytes.push(
          encoding?.toLowerCase() === 'b'
            ? Buffer.from(data, 'base64')
            : quotedPrintableBytes(data.replace(/_/g, ' ')),
        )
      }
      return Buffer.concat(bytes).toString('utf8')
    })
}

function quotedPrintableBytes(value: string): Buffer {
  const bytes: number[] = []
  const soft = value.replace(/=\r?\n/g, '')
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3)
    if (soft[i] === '=' && /^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'))
    }
  }
  return Buffer.from(bytes)
}

/** A message's decoded headers and body: a multipart one's text part and attachments. */
function parseMessage(
  raw: string,
): Pick<ReceivedMail, 'headers' | 'subject' | 'text' | 'attachments'> {
  const message = parsePart(raw)
  const boundary = /^multipart\/[^;]+;.*boundary="?([^";]+)"?/i.exec(
    message.headers['content-type'] ?? '',
  )?.[1]
  if (!boundary) return message
  const parts = message.text
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => parsePart(part.replace(/^\r?\n/, '')))
  const [text, ...attachments] = parts
  return {
    ...message,
    text: text?.text ?? '',
    attachments: attachments.map((part) => ({
      contentType: part.headers['content-type'] ?? '',
      filename: /filename="?([^";]+)"?/.exec(part.headers['content-disposition'] ?? '')?.[1] ?? '',
      content: part.text,
    })),
  }
}

/** Splits a single-part message into decoded headers and its decoded body. */
function parsePart(raw: string): Pick<ReceivedMail, 'headers' | 'subject' | 'text'> {
  const split = raw.search(/\r?\n\r?\n/)
  const head = split < 0 ? raw : raw.slice(0, split)
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '')
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) {
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeHeader(
        line.slice(colon + 1).trim(),
      )
    }
  }
  const encoding = headers['content-transfer-encoding']?.toLowerCase()
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? quotedPrintableBytes(body).toString('utf8')
        : body
  return { headers, subject: headers.subject ?? '', text: text.replace(/\r\n/g, '\n') }
}

async function serve(port: number): Promise<void> {
  const { SMTPServer } = await import('smtp-server')
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const envelope = session.envelope
        const mail: ReceivedMail = {
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((r) => r.address),
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
        }
        process.stdout.write(`${JSON.stringify(mail)}\n`)
        callback()
      })
    },
  })
  server.listen(port, '127.0.0.1', () => {
    process.stdout.write(`${JSON.stringify({ listening: port })}\n`)
  })
  // An outage, not a drain: the test wants the port closed at once.
  process.on('SIGTERM', () => process.exit(0))
}

/** Accepts connections and never greets: the mail server that hangs. */
function hang(port: number): void {
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined)
    process.stdout.write(`${JSON.stringify({ connection: true })}\n`)
  })
  server.listen(port, '127.0.0.1', () => {
    process.stdout.write(`${JSON.stringify({ listening: port })}\n`)
  })
  process.on('SIGTERM', () => process.exit(0))
}

export type SmtpServer = {
  port: number
  url: string
  /** Every message received since the first start, across restarts. */
  messages: ReceivedMail[]
  /** Connections a hanging server (started with `hang`) has accepted. */
  hungConnections: () => number
  running: () => boolean
  /** Starts the process (again) on the same port and waits until it listens. */
  start: (options?: { hang?: boolean }) => Promise<void>
  /** Ends the process; connections to the port are then refused. */
  stop: () => Promise<void>
}

/** Starts an SMTP server process on a free port of 127.0.0.1. */
export async function startSmtp(): Promise<SmtpServer> {
  const port = await freePort()
  const messages: ReceivedMail[] = []
  let proc: ChildProcess | undefined
  let log = ''
  let hung = 0
  const running = () => proc !== undefined && proc.exitCode === null && proc.signalCode === null

  const start = async ({ hang = false }: { hang?: boolean } = {}) => {
    if (running()) return
    const args = ['--import', 'tsx', 'tests/helpers/smtp.ts', String(port)]
    if (hang) args.push('--hang')
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    proc = child
    let pending = ''
    const listening = new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (data: Buffer) => {
        pending += data.toString('utf8')
        const lines = pending.split('\n')
        pending = lines.pop() ?? ''
        for (const line of lines) {
          const parsed = JSON.parse(line) as
            | ReceivedMail
            | { listening: number }
            | { connection: true }
          if ('listening' in parsed) resolve()
          else if ('connection' in parsed) hung++
          else messages.push(parsed)
        }
      })
      child.stderr?.on('data', (data: Buffer) => {
        log += data.toString('utf8')
      })
      child.once('exit', (code) => reject(new Error(`SMTP server exited (${code}):\n${log}`)))
    })
    await listening
  }

  const stop = async () => {
    const child = proc
    if (!child || !running()) return
    const exited = once(child, 'exit')
    child.kill('SIGTERM')
    await exited
  }

  await start()
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    hungConnections: () => hung,
    running,
    start,
    stop,
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.argv[2])
  if (!Number.isInteger(port) || port <= 0) {
    console.error('usage: node --import tsx tests/helpers/smtp.ts <port>')
    process.exit(2)
  }
  if (process.argv.includes('--hang')) hang(port)
  else
    serve(port).catch((error: unknown) => {
      console.error(error)
      process.exit(1)
    })
}
