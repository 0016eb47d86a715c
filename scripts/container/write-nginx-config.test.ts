import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { COMPOSE_NGINX_CONFIG, composeNginxConfig } from './write-nginx-config'

describe("compose.yaml's nginx configuration", () => {
  it('is the topology configuration as written last (npx tsx scripts/container/write-nginx-config.ts)', () => {
    expect(fs.readFileSync(COMPOSE_NGINX_CONFIG, 'utf8')).toBe(composeNginxConfig())
  })

  it('balances the two instances and keeps its files in its own directory', () => {
    const config = composeNginxConfig()
    expect(config).toContain('server app-1:3000')
    expect(config).toContain('server app-2:3000')
    expect(config).toContain('pid /var/cache/nginx/site/nginx.pid;')
  })
})
