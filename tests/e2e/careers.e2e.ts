import { expect, type Page, test } from '@playwright/test'

import { vacancies } from '../../src/cms/seed/data/vacancies'
import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import { localized } from '../../support/routes'
import { expectNoAxeViolations } from '../helpers/axe'
import { pdfFile } from '../helpers/cv-files'

// /careers is reached from the footer; a vacancy's text unfolds with its summary (a <details>,
// no script needed), and axe finds nothing with it open.
for (const locale of ['ru', 'en'] as const) {
  test(`the open vacancies in ${locale}, reached from the footer @phone`, async ({ page }) => {
    const [first] = vacancies
    if (!first) throw new Error('the seed has no vacancy')
    await page.goto(localized('/contacts', locale))
    const link = locale === 'ru' ? 'Карьера' : 'Careers'
    await page.locator('footer.site-footer').getByRole('link', { name: link }).click()
    await expect(page).toHaveURL(new RegExp(`${localized('/careers', locale)}$`))
    const item = page.locator('main li').filter({ hasText: first.title[locale] })
    await expect(item.getByRole('heading', { level: 2 })).toHaveText(first.title[locale])
    await item.locator('summary').click()
    const requirements = locale === 'ru' ? 'Требования' : 'Requirements'
    await expect(item.getByRole('heading', { level: 3, name: requirements })).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(link))
    await expectNoAxeViolations(page)
  })
}

/** The e2e server's minimum fill time (playwright.config.ts), with a margin. */
const FILL_MS = 700
const t = { ...ru.application, callback: ru.callback }

/** Fills the application form on /careers in Russian, a real PDF as the CV. */
async function fillApplication(page: Page, email: string) {
  const [first] = vacancies
  if (!first) throw new Error('the seed has no vacancy')
  await page.locator('#apply-vacancy').selectOption({ label: first.title.ru })
  await page.locator('#apply-name').fill('Иван Соколов')
  await page.locator('#apply-email').fill(email)
  await page.locator('#apply-phone').fill('+7 916 123-45-67')
  await page.locator('#apply-coverNote').fill('Хочу работать в практике.')
  await page
    .locator('#apply-cv')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfFile() })
  await page.locator('#apply-agreement').check()
}

// The application form: every field's problem in a summary that takes the focus (axe finds
// nothing in it), then an application with a real file, with JavaScript and without.
test('applies for a vacancy with a CV, each problem named first', async ({ page }) => {
  await page.goto('/careers')
  await page
    .getByRole('link', { name: new RegExp(`^${t.apply}`) })
    .first()
    .click()
  await expect(page).toHaveURL(/#apply$/)
  await page.waitForTimeout(FILL_MS)
  await page.getByRole('button', { name: t.send }).click()
  const summary = page.locator('#apply-summary')
  await expect(summary).toBeFocused()
  await expect(summary.getByRole('listitem')).toHaveText([
    t.errors.vacancyRequired,
    t.callback.errors.nameRequired,
    t.errors.emailRequired,
    t.callback.errors.phoneRequired,
    t.errors.cvRequired,
    t.callback.errors.agreementRequired,
  ])
  await expect(page.locator('#apply-cv')).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page)

  await fillApplication(page, 'e2e-js@example.ru')
  await page.getByRole('button', { name: t.send }).click()
  const status = page.locator('#apply-status')
  await expect(status).toContainText(t.success)
  await expect(status).toBeFocused()
  await expectNoAxeViolations(page)
})

test.describe('the application form without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('posts the CV to the server, which answers with the outcome page', async ({ page }) => {
    await page.goto('/careers')
    await fillApplication(page, 'e2e-no-js@example.ru')
    await page.waitForTimeout(FILL_MS)
    await page.getByRole('button', { name: t.send }).click()
    await expect(page.locator('#apply-status')).toContainText(t.success)
  })
})
