/** `npm run migrate`: applies committed migrations (the same step `npm start` runs). */
import { loadPayload, migrate } from '../../src/cms/bootstrap'
import { closeDatabase } from '../../src/cms/database-lifecycle'
import { parseEnv } from '../../src/config/env'
import { checkDatabase } from '../../src/config/preflight'

const env = parseEnv()
await checkDatabase(env)
const payload = await loadPayload()
await migrate(payload, env)
await closeDatabase(payload)
process.exit(0)
