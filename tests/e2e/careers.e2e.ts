import { expect, test } from '@playwright/test'

import { vacancies } from '../../src/cms/seed/data/vacancies'
import { localized } from '../../support/routes'
import { expectNoAxeViolations } from '../helpers/axe'

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
