import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations']

/** One line per violation: rule, impact, help, and the selectors of the offending nodes. */
export function describeViolations(violations: Violations): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} ${v.helpUrl}\n` +
        v.nodes.map((n) => `    ${n.target.join(' ')}  ${n.html.slice(0, 160)}`).join('\n'),
    )
    .join('\n')
}

/**
 * What axe leaves out: `exclude` (selectors) and `disableRules` (rule ids) are for markup the
 * project cannot change (a library's own); each use names the rule and the library's issue.
 */
export type AxeOptions = {
  include?: string
  exclude?: readonly string[]
  disableRules?: readonly string[]
}

/**
 * The violations axe finds on the page, less what `options` leaves out.
 *
 * In AxeBuilder's legacy mode: one `axe.run` in the page, which tests the page and its same-origin
 * frames, the only frames the site and the admin have. The default mode runs `axe.runPartial` in
 * every frame and then `axe.finishRun` in a blank page it opens for the purpose, injecting axe's
 * 0.5 MB source there as well: the same rules and results, for 1.7–3.8 s a page on the 2-core
 * machine against 0.8–2.2 s (an e2e run calls it about 150 times).
 */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<Violations> {
  const builder = new AxeBuilder({ page }).setLegacyMode()
  if (options.include) builder.include(options.include)
  for (const selector of options.exclude ?? []) builder.exclude(selector)
  if (options.disableRules?.length) builder.disableRules([...options.disableRules])
  return (await builder.analyze()).violations
}

/**
 * Runs axe over the page (or only the part matched by `include`, less what `options` leaves out)
 * and fails with a readable list of the violations.
 */
export async function expectNoAxeViolations(
  page: Page,
  options: AxeOptions & { label?: string } = {},
): Promise<void> {
  const violations = await axeViolations(page, options)
  expect(
    violations.map((v) => v.id),
    [options.label, describeViolations(violations)].filter(Boolean).join('\n'),
  ).toEqual([])
}
