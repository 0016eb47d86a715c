import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'

import { describe, expect, it } from 'vitest'

import { permanentAs301 } from './permanent-redirect'

const response = () => new ServerResponse(new IncomingMessage(new Socket()))

describe('permanent redirects as 301', () => {
  it('sends Next’s 308 as a 301 and leaves other statuses alone', () => {
    const redirect = response()
    permanentAs301(redirect)
    redirect.writeHead(308, { location: '/team/1/ivanov' })
    expect(redirect.statusCode).toBe(301)

    const temporary = response()
    permanentAs301(temporary)
    temporary.writeHead(307)
    expect(temporary.statusCode).toBe(307)
  })

  it('keeps one Location where Next repeated the same one, and both where they differ', () => {
    const repeated = response()
    permanentAs301(repeated)
    repeated.setHeader('location', ['/en/team', '/en/team'])
    repeated.statusCode = 308
    repeated.writeHead(repeated.statusCode)
    expect(repeated.getHeader('location')).toBe('/en/team')

    const different = response()
    permanentAs301(different)
    different.setHeader('location', ['/a', '/b'])
    different.writeHead(308)
    expect(different.getHeader('location')).toEqual(['/a', '/b'])
  })
})
