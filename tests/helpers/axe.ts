import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations']

/** One line per violation: rule, impact, help, and the selectors of the offending nodes. */
function describeViolations(violations: Violations): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} ${v.helpUrl}\n` +
        v.nodes.map((n) => `    ${n.target.join(' ')}  ${n.html.slice(0, 160)}`).join('\n'),
    )
    .join('\n')
}

/**
 * Runs axe over the page (or only the part matched by `include`) and fails with a readable list
 * of the violations.
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { include?: string; label?: string } = {},
): Promise<void> {
  const builder = new AxeBuilder({ page })
  if (options.include) builder.include(options.include)
  const { violations } = await builder.analyze()
  expect(
    violations.map((v) => v.id),
    [options.label, describeViolations(violations)].filter(Boolean).join('\n'),
  ).toEqual([])
}
