import { describe, expect, it } from 'vitest'

import { extractFiles, hasFiles, multipartBody } from './upload-link'

describe('hasFiles', () => {
  it('finds a File or Blob at any depth, and nothing in plain data', () => {
    const file = new File(['x'], 'x.txt')
    expect(hasFiles({ file })).toBe(true)
    expect(hasFiles({ input: { attachments: [null, { blob: new Blob(['y']) }] } })).toBe(true)
    expect(hasFiles({ title: 'x', tags: ['a'], when: new Date(), n: 1, none: null })).toBe(false)
    expect(hasFiles(undefined)).toBe(false)
    const cyclic: Record<string, unknown> = { a: 1 }
    cyclic.self = cyclic
    expect(hasFiles(cyclic)).toBe(false)
  })
})

describe('extractFiles', () => {
  it('replaces files by null and records every path of each distinct file', () => {
    const a = new File(['a'], 'a.png')
    const b = new Blob(['b'])
    const when = new Date('2026-11-21T00:00:00Z')
    const { clone, files } = extractFiles(
      { file: a, list: [b, a], nested: { deep: [{ b }] }, when, alt: 'x' },
      'variables',
    )
    expect(clone).toEqual({
      file: null,
      list: [null, null],
      nested: { deep: [{ b: null }] },
      when,
      alt: 'x',
    })
    expect([...files]).toEqual([
      [a, ['variables.file', 'variables.list.1']],
      [b, ['variables.list.0', 'variables.nested.deep.0.b']],
    ])
  })
})

describe('multipartBody', () => {
  it('follows the GraphQL multipart request spec: operations, map, then the files', async () => {
    const file = new File(['%PNG'], 'logo.png', { type: 'image/png' })
    const blob = new Blob(['raw'])
    const form = multipartBody({
      query: 'mutation ($file: Upload!, $extra: Upload) { a }',
      operationName: 'A',
      variables: { file, extra: blob, alt: 'Logo' },
    } as { variables: Record<string, unknown> })
    expect([...form.keys()]).toEqual(['operations', 'map', '0', '1'])
    expect(JSON.parse(form.get('operations') as string)).toEqual({
      query: 'mutation ($file: Upload!, $extra: Upload) { a }',
      operationName: 'A',
      variables: { file: null, extra: null, alt: 'Logo' },
    })
    expect(JSON.parse(form.get('map') as string)).toEqual({
      '0': ['variables.file'],
      '1': ['variables.extra'],
    })
    const first = form.get('0') as File
    expect([first.name, first.type, await first.text()]).toEqual(['logo.png', 'image/png', '%PNG'])
    // A Blob has no name; the part still needs a file name.
    expect((form.get('1') as File).name).toBe('blob')
  })
})
