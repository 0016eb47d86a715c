import { expect, test } from '@playwright/test'

import { site } from '../../src/cms/seed/data/firm'
import { localized } from '../../support/routes'
import { expectNoAxeViolations } from '../helpers/axe'

const STATEMENT = {
  ru: { link: 'Доступность сайта', title: 'Доступность сайта', level: 'WCAG 2.2' },
  en: { link: 'Accessibility', title: 'Accessibility statement', level: 'WCAG 2.2' },
} as const

// The statement is reached from the footer of any page, names the level the site meets, and
// gives the firm's e-mail (from the Site global) for problems; axe finds nothing on it.
for (const locale of ['ru', 'en'] as const) {
  test(`the accessibility statement in ${locale} is linked from the footer @phone`, async ({
    page,
  }) => {
    const texts = STATEMENT[locale]
    await page.goto(localized('/contacts', locale))
    await page.locator('footer.site-footer').getByRole('link', { name: texts.link }).click()
    await expect(page).toHaveURL(new RegExp(`${localized('/accessibility', locale)}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title)
    // The title comes with the page's streamed metadata, after the heading on a cold render.
    await expect(page).toHaveTitle(new RegExp(texts.title))
    await expect(page.locator('main')).toContainText(texts.level)
    await expect(page.locator(`main a[href="mailto:${site.email}"]`)).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
