/** GraphQL over plain HTTP for integration tests: POST a body, read the answer and its errors. */
import { tokenFromAnswer } from './session-cookie'

export const TEST_ADMIN = {
  email: process.env.TEST_ADMIN_EMAIL ?? 'admin@test.example',
  password: process.env.TEST_ADMIN_PASSWORD ?? 'test-admin-password-1991',
}

export type GraphqlBody = {
  data?: Record<string, unknown> | null
  errors?: { message: string; extensions?: { code?: string } }[]
}

export type GraphqlAnswer = { status: number; json: GraphqlBody; headers: Headers }

export async function postGraphql(
  endpoint: string,
  body: unknown,
  init: { token?: string; headers?: Record<string, string> } = {},
): Promise<GraphqlAnswer> {
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: JSON.stringify(body),
  })
  return { status: res.status, json: (await res.json()) as GraphqlBody, headers: res.headers }
}

/** A field of a successful answer; a missing one fails with the whole answer in the message. */
export function field<T>(json: GraphqlBody, name: string): T {
  if (!json.data || !(name in json.data)) throw new Error(`no ${name} in ${JSON.stringify(json)}`)
  return json.data[name] as T
}

export const codes = (json: GraphqlBody) => json.errors?.map((e) => e.extensions?.code)

/** Signs the test administrator in; returns the token (from the HttpOnly cookie it sets). */
export async function adminToken(endpoint: string): Promise<string> {
  const answer = await postGraphql(endpoint, {
    query: 'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { exp } }',
    variables: { e: TEST_ADMIN.email, p: TEST_ADMIN.password },
  })
  field(answer.json, 'login')
  return tokenFromAnswer(answer, 'graphql')
}

/** Creates a post as the given staff token (Russian, as saved in the admin); returns its id. */
export async function createPostAs(
  endpoint: string,
  token: string,
  data: Record<string, unknown>,
): Promise<number> {
  const { json } = await postGraphql(
    endpoint,
    {
      query: 'mutation ($data: mutationPostInput!) { createPost(data: $data) { id } }',
      variables: { data },
    },
    { token },
  )
  return field<{ id: number }>(json, 'createPost').id
}

/** Publishes a news post titled `title` through the GraphQL endpoint at `url`; returns its id. */
export async function publishNewsPost(url: string, token: string, title: string): Promise<number> {
  const created = await postGraphql(
    url,
    {
      query: 'mutation ($data: mutationPostInput!) { createPost(data: $data) { id } }',
      variables: {
        data: {
          title,
          summary: 'Проверка нескольких экземпляров',
          type: 'news',
          publishedAt: new Date().toISOString(),
          _status: 'published',
        },
      },
    },
    { token },
  )
  return field<{ id: number }>(created.json, 'createPost').id
}
