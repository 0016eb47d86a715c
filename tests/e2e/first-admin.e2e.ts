/**
 * The first admin with a generated password, in the admin, on a server of its own (a database
 * bootstrapped for the file, stdout piped, so the password is in DATA_DIR's file): after signing
 * in it is taken to its account view and told to set a password of its own, wherever it goes;
 * once it has, the prompt is gone and the admin works as usual.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { test as base, expect } from '@playwright/test'
import { CONFIG_LOADER_FLAGS } from '../../scripts/app/run'
import { FIRST_ADMIN_PASSWORD_FILE } from '../../src/auth/first-admin-password'
import { type AppServer, startApp } from '../../support/app-server'
import { SLOW_ADMIN } from '../helpers/admin-steps'

const EMAIL = 'first-admin@e2e.example'
const OWN_PASSWORD = 'my-own-admin-password-1991'

type Own = { server: AppServer; dataDir: string; generated: string }

/** A server on a database bootstrapped as `npm start` does without a terminal and ADMIN_PASSWORD. */
const test = base.extend<object, { own: Own }>({
  own: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first argument's pattern; this one has none
    async ({}, use) => {
      const dataDir = path.resolve(`tmp/e2e-first-admin-${process.pid}`)
      fs.rmSync(dataDir, { recursive: true, force: true })
      const { ADMIN_PASSWORD: _none, ...inherited } = process.env
      const run = spawnSync(process.execPath, [...CONFIG_LOADER_FLAGS, 'dist/bootstrap.mjs'], {
        env: {
          ...inherited,
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          SEED: 'false',
          ADMIN_EMAIL: EMAIL,
        },
        encoding: 'utf8',
      })
      expect(run.status, run.stdout + run.stderr).toBe(0)
      const file = fs.readFileSync(path.join(dataDir, FIRST_ADMIN_PASSWORD_FILE), 'utf8')
      const generated = /^Password: (.+)$/m.exec(file)?.[1] ?? ''
      const server = await startApp({ DATA_DIR: dataDir })
      try {
        await use({ server, dataDir, generated })
      } finally {
        await server.stop()
        fs.rmSync(dataDir, { recursive: true, force: true })
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ own }, use) => use(own.server.url),
})

test.describe('first admin with a generated password', () => {
  test.use({ locale: 'ru-RU', viewport: { width: 1280, height: 900 } })

  test('is taken to its account and told to set its own password, then works as usual', async ({
    page,
    own,
  }) => {
    test.setTimeout(120_000)
    await page.goto('/admin/login')
    await page.locator('#field-email').fill(EMAIL)
    await page.locator('#field-password').fill(own.generated)
    await page.locator('button[type="submit"]').click()

    const prompt = page.getByRole('alert').filter({ hasText: 'Задайте свой пароль.' })
    await expect(page).toHaveURL(/\/admin\/account$/, SLOW_ADMIN)
    await expect(prompt).toBeVisible()
    await expect(prompt).toContainText('Сменить пароль')
    await page.screenshot({ path: test.info().outputPath('first-admin-prompt.png') })

    // Anywhere else it is brought back, and the server refuses it anyway.
    await page.goto('/admin/collections/posts')
    await expect(page).toHaveURL(/\/admin\/account$/, SLOW_ADMIN)
    const refused = await page.request.get('/api/posts')
    expect(refused.status()).toBe(403)

    await expect(page.getByRole('heading', { level: 1, name: EMAIL })).toBeVisible(SLOW_ADMIN)
    await page.getByRole('button', { name: 'Сменить пароль' }).click()
    await page.locator('#field-password').fill(OWN_PASSWORD)
    await page.locator('#field-confirm-password').fill(OWN_PASSWORD)
    await page.locator('#field-currentPassword').fill(own.generated)
    const saved = page.waitForResponse(
      (r) =>
        r.request().method() === 'PATCH' && /^\/api\/users\/\d+$/.test(new URL(r.url()).pathname),
      SLOW_ADMIN,
    )
    await page.locator('#action-save').click()
    expect((await saved).status()).toBe(200)
    await expect(prompt).toHaveCount(0, SLOW_ADMIN)
    expect(fs.existsSync(path.join(own.dataDir, FIRST_ADMIN_PASSWORD_FILE))).toBe(false)

    await page.goto('/admin/collections/posts')
    await expect(page.getByRole('heading', { level: 1, name: 'Пресс-центр' })).toBeVisible(
      SLOW_ADMIN,
    )
    expect((await page.request.get('/api/posts')).status()).toBe(200)
  })
})
