import { closePreview } from '@/data/preview'

export const dynamic = 'force-dynamic'

/** Turns the draft preview off (anyone may) and goes back to the page. */
export const GET = closePreview
