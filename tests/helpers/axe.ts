import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import axe from 'axe-core'

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
  // Every frame holds axe before the run. AxeBuilder injects it into frames itself, but gives up
  // on a frame after 1 s and goes on without it (https://github.com/dequelabs/axe-core-npm/pull/1060,
  // for lazy frames that never load), and axe then skips that frame in silence: on the loaded
  // 2-core machine a11y.e2e.ts' test of this helper lost its frame's violation in 1 run of 8. A
  // frame that has loaded nothing (no address yet) has nothing to test and is left alone.
  for (const frame of page.frames()) {
    if (frame !== page.mainFrame() && frame.url() !== '') await frame.evaluate(axe.source)
  }
  const builder = new AxeBuilder({ page })
    .setLegacyMode()
    // In legacy mode axe reaches a frame's copy by message, and skips the frame in silence (only
    // an "incomplete" frame-tested entry) when it has not answered the first ping within
    // `pingWaitTime`, 500 ms by default (https://github.com/dequelabs/axe-core/pull/3233 added
    // the option). A same-origin frame shares the page's busy main thread, so on a loaded 2-core
    // machine its answer may come later: it is waited for. Target size (WCAG 2.2, 2.5.8) is off in
    // axe by default; Lighthouse's accessibility score counts it, and so does this suite.
    .options({
      pingWaitTime: 10_000,
      rules: { 'target-size': { enabled: true } },
      // Only violations are read: axe then skips building a selector for every node that passes
      // or does not apply, much of its time on a large page (axe-core's API.md, "Performance").
      resultTypes: ['violations'],
    })
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
