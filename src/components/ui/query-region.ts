import 'server-only'

import { headers } from 'next/headers'

import { FRAME_HEADER, isFrameRequest } from '@/lib/query-regions'

/**
 * Whether Next renders this page as the custom server's frame: its query region left empty, to be
 * filled per query (src/lib/query-regions.ts). Only this process's own request carries the token.
 */
export async function rendersFrame(): Promise<boolean> {
  return isFrameRequest((await headers()).get(FRAME_HEADER))
}
