/**
 * A restart after a content change: the next process on the build must not serve what an earlier
 * one cached before the change (src/events/expired-tags.ts). Three servers in turn on one build and
 * database: A caches a post's page, B changes the post without showing it, C shows the change.
 */
import { afterAll, describe, expect, it } from 'vitest'

import { type AppServer, startApp } from '../../../support/app-server'
import { adminToken, createPostAs, field, postGraphql } from '../../helpers/graphql-http'

let server: AppServer | undefined
/** The page's heading (the whole page would flood a failure's report). */
const heading = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1]
let postId: number | undefined

async function withServer<T>(run: (url: string, token: string) => Promise<T>): Promise<T> {
  server = await startApp()
  try {
    return await run(server.url, await adminToken(`${server.url}/graphql`))
  } finally {
    await server.stop()
    server = undefined
  }
}

afterAll(async () => {
  await server?.stop()
  if (postId === undefined) return
  const id = postId
  await withServer(async (url, token) => {
    await postGraphql(
      `${url}/graphql`,
      { query: `mutation { deletePost(id: ${id}) { id } }` },
      { token },
    )
  })
})

describe('pages cached before a restart', () => {
  it('follow a change made by a process that never showed them', async () => {
    const page = () => `/news/${postId}`
    await withServer(async (url, token) => {
      postId = await createPostAs(`${url}/graphql`, token, {
        title: 'Заголовок до перезапуска',
        type: 'news',
        publishedAt: '2019-05-01T10:00:00.000Z',
        _status: 'published',
      })
      // Rendered and kept on disk by this process.
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${url}${page()}`)
        expect(res.status).toBe(200)
        expect(heading(await res.text())).toBe('Заголовок до перезапуска')
      }
    })
    await withServer(async (url, token) => {
      const { json } = await postGraphql(
        `${url}/graphql`,
        {
          query: `mutation { updatePost(id: ${postId}, data: { title: "Заголовок после перезапуска" }) { id } }`,
        },
        { token },
      )
      expect(field<{ id: number }>(json, 'updatePost').id).toBe(postId)
    })
    await withServer(async (url) => {
      const res = await fetch(`${url}${page()}`)
      expect(res.status).toBe(200)
      expect(heading(await res.text())).toBe('Заголовок после перезапуска')
    })
  }, 180_000)
})
