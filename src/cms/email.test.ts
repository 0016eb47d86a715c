import { describe, expect, it, vi } from 'vitest'

import { CALLBACK } from '@/config/constants'
import { parseEnv } from '@/config/env'

import { emailAdapter, smtpOptions } from './email'

const timeouts = {
  connectionTimeout: CALLBACK.smtpTimeoutMs,
  greetingTimeout: CALLBACK.smtpTimeoutMs,
  socketTimeout: CALLBACK.smtpTimeoutMs,
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
  it('writes the message to the log and says it did', async () => {
    const info = vi.fn()
    const payload = { logger: { info } } as unknown as Parameters<
      ReturnType<typeof emailAdapter>
    >[0]['payload']
    const adapter = emailAdapter(parseEnv({ DATA_DIR: '/tmp/unused' }))({ payload })
    expect(adapter.name).toBe('log')
    const message = { to: 'firm@example.ru', subject: 'Заявка', text: 'Текст' }
    await expect(adapter.sendEmail(message)).resolves.toEqual({ logged: true })
    expect(info).toHaveBeenCalledWith(message, 'e-mail (no SMTP_URL set)')
  })
})
