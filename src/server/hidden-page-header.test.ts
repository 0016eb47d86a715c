import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { cmsPageKeyOfPath } from '@/lib/hidden-pages'
import { markHiddenPagesNoindex } from './hidden-page-header'
import { json } from './plain-answers'
import { handleWithSteps } from './request-steps'

let close: (() => void) | undefined
afterEach(() => close?.())

describe('cmsPageKeyOfPath', () => {
  it('names the CMS page of a path in either language', () => {
    expect(cmsPageKeyOfPath('/demo')).toBe('demo')
    expect(cmsPageKeyOfPath('/en/qemo')).toBe('qemo')
    expect(cmsPageKeyOfPath('/news')).toBeUndefined()
    expect(cmsPageKeyOfPath('/demo/x')).toBeUndefined()
  })
})

describe('the noindex header of a page marked "not ready"', () => {
  it('is set on the hidden page only, in both languages, and the request goes on to the page', async () => {
    const server = createServer(
      handleWithSteps([
        markHiddenPagesNoindex(() => async (key) => key === 'demo'),
        ({ res }) => {
          json(res, 200, {})
          return 'answered'
        },
      ]),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    close = () => server.close()
    const { port } = server.address() as AddressInfo
    const header = async (path: string) =>
      (await fetch(`http://127.0.0.1:${port}${path}`)).headers.get('x-robots-tag')
    expect(await header('/demo')).toBe('noindex')
    expect(await header('/en/demo')).toBe('noindex')
    expect(await header('/app')).toBeNull()
    expect(await header('/news')).toBeNull()
  })
})
