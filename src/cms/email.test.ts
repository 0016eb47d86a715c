import { describe, expect, it } from 'vitest'

import { parseEnv } from '@/config/env'

import { countRecipients, emailAdapter, SMTP_TIMEOUT_MS, smtpOptions } from './email'

const timeouts = {
  connectionTimeout: SMTP_TIMEOUT_MS,
  greetingTimeout: SMTP_TIMEOUT_MS,
  socketTimeout: SMTP_TIMEOUT_MS,
}

describe('smtpOptions', () => {
  it('reads host and port, without authentication or TLS for smtp://', () => {
    expect(smtpOptions('smtp://127.0.0.1:2525')).toEqual({
      host: '127.0.0.1',
      port: 2525,
      secure: false,
      ...timeouts,
    })
  })

  it('defaults the port: 587 for smtp://, 465 (TLS from the start) for smtps://', () => {
    expect(smtpOptions('smtp://mail.example.ru')).toMatchObject({ port: 587, secure: false })
    expect(smtpOptions('smtps://mail.example.ru')).toMatchObject({ port: 465, secure: true })
  })

  it('decodes the user and password', () => {
    expect(smtpOptions('smtps://site%40example.ru:p%40ss%3Aword@mail.example.ru:2465')).toEqual({
      host: 'mail.example.ru',
      port: 2465,
      secure: true,
      auth: { user: 'site@example.ru', pass: 'p@ss:word' },
      ...timeouts,
    })
  })

  it('refuses another scheme', () => {
    expect(() => smtpOptions('http://mail.example.ru')).toThrow(/smtp:\/\/ or smtps:\/\//)
  })
})

describe('emailAdapter without SMTP_URL', () => {
  it('logs that a mail was not sent, with no personal data in the log', async () => {
    const lines: unknown[] = []
    const log = (...args: unknown[]) => lines.push(args)
    const payload = { logger: { info: log, warn: log, error: log } } as unknown as Parameters<
      ReturnType<typeof emailAdapter>
    >[0]['payload']
    const adapter = emailAdapter(parseEnv({ DATA_DIR: '/tmp/unused' }))({ payload })
    expect(adapter.name).toBe('log')
    const message = {
      to: 'firm@example.ru, partner@example.ru',
      subject: 'Заявка на звонок: Иван Петров, +7 912 345-67-89',
      text: 'Иван Петров просит перезвонить по номеру +7 912 345-67-89: спор с арендодателем',
    }
    await expect(adapter.sendEmail(message)).resolves.toEqual({ logged: true })
    expect(lines).toHaveLength(1)
    const logged = JSON.stringify(lines)
    for (const secret of ['Иван', 'Петров', '912', 'арендодател', 'firm@example.ru']) {
      expect(logged).not.toContain(secret)
    }
    expect(lines[0]).toEqual([{ recipients: 2 }, expect.stringMatching(/not sent/)])
  })
})

describe('countRecipients', () => {
  it('counts lists, address objects and comma-separated strings', () => {
    expect(countRecipients(undefined)).toBe(0)
    expect(countRecipients('a@x.ru')).toBe(1)
    expect(countRecipients('a@x.ru, b@x.ru,')).toBe(2)
    expect(countRecipients([{ name: 'A', address: 'a@x.ru' }, 'b@x.ru, c@x.ru'])).toBe(3)
  })
})
