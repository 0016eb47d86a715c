import { describe, expect, it } from 'vitest'

import { deriveGlobalErrorTexts } from '../../scripts/dev/write-global-error-texts'
import { GLOBAL_ERROR_TEXTS } from './global-error-texts'

describe('global error texts', () => {
  it('are the catalogues’ (after editing them, run `npx tsx scripts/dev/write-global-error-texts.ts`)', async () => {
    expect(GLOBAL_ERROR_TEXTS).toEqual(await deriveGlobalErrorTexts())
  })
})
