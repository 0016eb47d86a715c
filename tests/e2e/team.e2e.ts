import { expect, type Page, test } from '@playwright/test'

import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import { localized } from '../../support/routes'
import { expectNoAxeViolations } from '../helpers/axe'

const MESSAGES = { ru, en } as const

/** Seeded people the tests look for (src/cms/seed/data/people.ts; ids are deterministic). */
const SEED = {
  ru: {
    larina: 'Ларина Елена Сергеевна',
    sokolova: 'Соколова Ирина Александровна',
    fedorov: 'Фёдоров Павел Геннадьевич',
    gromov: 'Громов Андрей Викторович',
    disputes: 'Разрешение споров',
  },
  en: {
    larina: 'Elena Larina',
    sokolova: 'Irina Sokolova',
    fedorov: 'Pavel Fedorov',
    gromov: 'Andrey Gromov',
    disputes: 'Dispute resolution',
  },
} as const

const cards = (page: Page) => page.locator('[data-person]')
const shown = (page: Page) => page.locator('[data-person]:visible')
const shownNames = (page: Page) => shown(page).locator('h3').allTextContents()

/** Opens a team list and waits until its filter is live (hydrated and the URL applied). */
async function openTeam(page: Page, locale: 'ru' | 'en', query = ''): Promise<void> {
  const response = await page.goto(localized(`/team${query}`, locale))
  expect(response?.status()).toBe(200)
  await expect(page.locator('form[role="search"][data-ready]')).toBeAttached()
}

for (const locale of ['ru', 'en'] as const) {
  const t = MESSAGES[locale].team
  const p = MESSAGES[locale].person
  const seed = SEED[locale]

  test.describe(`team list in ${locale}`, () => {
    test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US' })

    test(`partners come first, then the rest of the team`, async ({ page }) => {
      await openTeam(page, locale)
      const groups = page.locator('#team-list section')
      await expect(groups).toHaveCount(2)
      await expect(groups.nth(0).locator('h2')).toHaveText(MESSAGES[locale].pages.partners)
      const partnerRoles = await groups
        .nth(0)
        .locator('[data-person]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-role')))
      expect(partnerRoles.length).toBeGreaterThan(0)
      expect(new Set(partnerRoles)).toEqual(new Set(['partner']))
      const otherRoles = await groups
        .nth(1)
        .locator('[data-person]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-role')))
      expect(otherRoles).not.toContain('partner')
      // Without a photo, the first partner (Громов Андрей) shows initials in the page's language.
      await expect(groups.nth(0).locator('[data-person] [data-initials]').first()).toHaveText(
        locale === 'ru' ? 'АГ' : 'AG',
      )
      // A partner card carries up to two ratings.
      const ratings = groups.nth(0).locator('[data-person]').first().locator('ul li')
      expect(await ratings.count()).toBeGreaterThan(0)
      expect(await ratings.count()).toBeLessThanOrEqual(2)
    })

    test(`filtering by role narrows the list and updates the URL`, async ({ page }) => {
      await openTeam(page, locale)
      const total = await cards(page).count()
      await expect(shown(page)).toHaveCount(total)
      const counsel = await page.locator('[data-person][data-role="counsel"]').count()
      expect(counsel).toBeGreaterThan(0)
      expect(counsel).toBeLessThan(total)

      await page.getByLabel(t.role).selectOption('counsel')
      await expect(shown(page)).toHaveCount(counsel)
      await expect(page).toHaveURL(/[?&]role=counsel(&|$)/)
      // The partners' group is hidden as a whole, heading included.
      await expect(
        page.getByRole('heading', { name: MESSAGES[locale].pages.partners, exact: true }),
      ).toBeHidden()
      await expect(page.locator('main').getByRole('status')).toContainText(String(counsel))
      const roles = await shown(page).evaluateAll((els) => els.map((el) => el.dataset.role))
      expect(new Set(roles)).toEqual(new Set(['counsel']))
    })

    test('filtering by practice includes people of its sub-areas', async ({ page }) => {
      await openTeam(page, locale)
      const total = await cards(page).count()
      await page.getByLabel(t.practice).selectOption({ label: seed.disputes })
      await expect(page).toHaveURL(/[?&]practice=\d+(&|$)/)
      const practice = new URL(page.url()).searchParams.get('practice')
      await expect.poll(() => shown(page).count()).toBeLessThan(total)
      const lists = await shown(page).evaluateAll((els) =>
        els.map((el) => (el.dataset.practices ?? '').split(' ')),
      )
      expect(lists.length).toBeGreaterThan(0)
      for (const list of lists) expect(list).toContain(practice)
      // Linked only to sub-areas of dispute resolution (sanctions, foreign courts), yet listed.
      expect(await shownNames(page)).toContain(seed.sokolova)

      // Role and practice together narrow further.
      const before = await shown(page).count()
      await page.getByLabel(t.role).selectOption('partner')
      await expect.poll(() => shown(page).count()).toBeLessThan(before)
      await expect(page).toHaveURL(
        new RegExp(`practice=${practice}.*role=partner|role=partner.*practice=${practice}`),
      )
    })

    test(`name search matches the start of a word, ignoring case`, async ({ page }) => {
      await openTeam(page, locale)
      const field = page.getByLabel(t.name)
      const surname = seed.sokolova.split(' ')[locale === 'ru' ? 0 : 1]!
      await field.fill(`  ${surname.slice(0, 5).toUpperCase()} `)
      await expect.poll(() => shownNames(page)).toEqual([seed.sokolova])
      await expect(page).toHaveURL(
        new RegExp(`[?&]q=${encodeURIComponent(surname.slice(0, 5).toUpperCase())}(&|$)`),
      )
      // The middle of a word is not a match.
      await field.fill(surname.slice(2, 6))
      await expect.poll(() => shownNames(page)).not.toContain(seed.sokolova)
    })

    test('a shared link reopens the same filter', async ({ page }) => {
      const q = locale === 'ru' ? 'лар' : 'lar'
      await openTeam(page, locale, `?role=partner&q=${encodeURIComponent(q)}`)
      await expect(page.getByLabel(t.role)).toHaveValue('partner')
      await expect(page.getByLabel(t.name)).toHaveValue(q)
      await expect.poll(() => shownNames(page)).toEqual([seed.larina])
    })

    test(`an empty result says so and the filters can be reset`, async ({ page }) => {
      await openTeam(page, locale, '?role=advisor')
      const total = await cards(page).count()
      await page.getByLabel(t.name).fill('qqqzzz')
      await expect(shown(page)).toHaveCount(0)
      await expect(page.getByText(t.empty)).toBeVisible()
      await expect(page.locator('main').getByRole('status')).toContainText('0')
      await page.getByRole('button', { name: t.reset }).click()
      await expect(shown(page)).toHaveCount(total)
      await expect(page.getByLabel(t.name)).toHaveValue('')
      await expect(page.getByLabel(t.role)).toHaveValue('')
      await expect(page.getByText(t.empty)).toBeHidden()
      await expect.poll(() => new URL(page.url()).search).toBe('')
    })

    test('axe finds no violations on the team list @phone', async ({ page }) => {
      await openTeam(page, locale)
      await expectNoAxeViolations(page)
    })
  })

  test.describe(`team list without JavaScript in ${locale}`, () => {
    test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US', javaScriptEnabled: false })

    test('lists everyone, whatever the query says', async ({ page }) => {
      await page.goto(localized('/team?role=counsel&q=zzz', locale))
      const total = await cards(page).count()
      expect(total).toBeGreaterThan(50)
      await expect(shown(page)).toHaveCount(total)
    })
  })

  test.describe(`bio in ${locale}`, () => {
    test.use({ locale: locale === 'ru' ? 'ru-RU' : 'en-US' })

    test(`shows contacts, sections, a working vCard and PDF`, async ({ page, request }) => {
      const response = await page.goto(localized('/team/1', locale))
      expect(response?.status()).toBe(200)
      await expect(page).toHaveURL(new RegExp(`${localized('/team/1', locale)}/[a-z0-9-]+$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(seed.gromov)
      await expect(page.locator('article header [data-initials]')).toHaveText(
        locale === 'ru' ? 'АГ' : 'AG',
      )
      const crumbs = page.getByRole('navigation', { name: MESSAGES[locale].breadcrumbs.label })
      await expect(crumbs.getByRole('link', { name: MESSAGES[locale].pages.team })).toBeVisible()

      const main = page.locator('main')
      await expect(main.locator('a[href^="tel:+7"]').first()).toBeVisible()
      await expect(main.locator('a[href^="mailto:"]').first()).toHaveAttribute(
        'href',
        /^mailto:[^@\s]+@[^@\s]+$/,
      )
      for (const title of [
        p.biography,
        p.practices,
        p.experience,
        p.recognition,
        p.education,
        p.qualification,
        p.publications,
      ]) {
        await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
      }
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
      expect(ld.some((json) => JSON.parse(json)['@type'] === 'Person')).toBe(true)

      const vcard = page.getByRole('link', { name: p.vcard })
      const href = await vcard.getAttribute('href')
      expect(href).toBe(localized('/team/1/vcard', locale))
      const card = await request.get(href!)
      expect(card.status()).toBe(200)
      expect(card.headers()['content-type']).toContain('text/vcard')
      const text = await card.text()
      expect(text).toMatch(/^BEGIN:VCARD/)
      expect(text).toContain(seed.gromov)

      // Reached and opened from the keyboard; the browser names the file after the lawyer.
      const pdf = page.getByRole('link', { name: p.pdf })
      await expect(pdf).toHaveAttribute('href', localized('/team/1/pdf', locale))
      const download = page.waitForEvent('download')
      await pdf.focus()
      await page.keyboard.press('Enter')
      expect((await download).suggestedFilename()).toBe(`${seed.gromov}.pdf`)
    })

    test('publications link to their press-center pages', async ({ page }) => {
      await page.goto(localized('/team/1', locale))
      const section = page.locator('section', {
        has: page.getByRole('heading', { level: 2, name: p.publications }),
      })
      const links = section.locator('li a')
      expect(await links.count()).toBeGreaterThan(0)
      const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))
      for (const h of hrefs) expect(h).toMatch(new RegExp(`^${localized('/news', locale)}/\\d+$`))
      await expect(section.getByRole('link', { name: p.allPublications })).toHaveAttribute(
        'href',
        localized('/news', locale),
      )
      const title = (await links.first().textContent())?.trim()
      await links.first().click()
      await expect(page).toHaveURL(new RegExp(`${localized('/news', locale)}/\\d+$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!)
    })

    test('prints as one clean column without the site chrome', async ({ page }) => {
      await page.goto(localized('/team/1', locale))
      await expect(page.locator('header.site-header')).toBeVisible()
      await page.emulateMedia({ media: 'print' })
      await expect(page.locator('header.site-header')).toBeHidden()
      await expect(page.locator('footer.site-footer')).toBeHidden()
      await expect(page.locator('nav.breadcrumbs')).toBeHidden()
      await expect(page.getByRole('button', { name: p.print })).toBeHidden()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const [bioSection, practicesSection] = await Promise.all(
        [p.biography, p.practices].map((name) =>
          page.getByRole('heading', { level: 2, name }).boundingBox(),
        ),
      )
      // One column: the side column's parts follow the main column's, at the same left edge.
      expect(practicesSection!.x).toBe(bioSection!.x)
      expect(practicesSection!.y).toBeGreaterThan(bioSection!.y)
      const colour = await page
        .getByRole('heading', { level: 1 })
        .evaluate((el) => getComputedStyle(el).color)
      expect(colour).toBe('rgb(0, 0, 0)')
      // The page's own address is written out on paper.
      await expect(page.getByText(p.webPage)).toBeVisible()
    })

    test('axe finds no violations on a bio @phone', async ({ page }) => {
      await page.goto(localized('/team/2', locale))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(seed.larina)
      await expectNoAxeViolations(page)
    })
  })
}

test.describe('name search in Russian', () => {
  test.use({ locale: 'ru-RU' })

  test('ё and е are the same letter', async ({ page }) => {
    await openTeam(page, 'ru')
    await page.getByLabel(ru.team.name).fill('федоров')
    await expect.poll(() => shownNames(page)).toEqual([SEED.ru.fedorov])
    await page.getByLabel(ru.team.name).fill('ПАВЁЛ')
    await expect.poll(() => shownNames(page)).toContain(SEED.ru.fedorov)
  })
})
