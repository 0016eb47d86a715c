/**
 * The custom server's entry: `tsx src/server.ts` (npm run dev, the tests, the topology) and
 * scripts/app/start.ts (npm start) start it. What it does, step by step, is in src/server/start.ts.
 */
import { pathToFileURL } from 'node:url'

import { ConfigError } from './config/env'
import { startServer } from './server/start'

export { startServer }

// Run directly (`tsx src/server.ts`) as well as from scripts/app/start.ts.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  startServer().catch((error: unknown) => {
    if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`)
    else console.error('Server failed to start:', error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
