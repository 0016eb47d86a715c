import type { ReactNode } from 'react'

/** The heading block every page starts with. */
export function PageHeader({
  title,
  lead,
  eyebrow,
}: {
  title: string
  lead?: ReactNode
  eyebrow?: string
}) {
  return (
    <header className="page-header">
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1>{title}</h1>
      {lead ? <p className="lead">{lead}</p> : null}
    </header>
  )
}
