'use client'

/** Opens the browser's print dialog (the bio has its own print stylesheet). */
export function PrintButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.print()}>
      {label}
    </button>
  )
}
