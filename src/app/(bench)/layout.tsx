import type { ReactNode } from 'react'

/**
 * Root layout of the framework-ceiling page (scripts/bench/measure-pages.ts): nothing of the site's shell,
 * so the page measures what Next itself serves a static page at, not our layout.
 */
export default function BenchLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
