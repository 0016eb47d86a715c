import { openPreview } from '@/data/preview'

// Next matches this folder before Payload's `[...slug]` REST route beside it.
export const dynamic = 'force-dynamic'

/** Turns a staff member's draft preview on and opens the document's page (docs/preview.md). */
export const GET = openPreview
