/**
 * Prepares the database before the server starts: migrations, demo content on an empty database
 * (unless SEED=false), and the first admin account, whose generated password is shown once on a
 * terminal, or else written to a file only its owner reads (never to a log).
 * `--seed` seeds even when SEED=false; `--reset` removes the demo content and seeds it anew.
 */
import { handOverFirstAdminPassword } from '../../src/auth/first-admin-password'
import { bootstrap } from '../../src/cms/bootstrap'
import { closeDatabase } from '../../src/cms/database-lifecycle'
import { ConfigError, parseEnv, resolvePayloadSecret } from '../../src/config/env'
import { checkDatabase } from '../../src/config/preflight'

const reset = process.argv.includes('--reset')
const forceSeed = reset || process.argv.includes('--seed')

try {
  const env = parseEnv()
  if (forceSeed) env.SEED = true
  resolvePayloadSecret(env)
  await checkDatabase(env)
  const result = await bootstrap(env, { reset, log: (m) => console.log(`> ${m}`) })
  if (result.seed?.seeded) {
    const counts = Object.entries(result.seed.counts).map(([k, v]) => `${k}: ${v}`)
    console.log(`> Seeded demo content (${counts.join(', ')})`)
  }
  if (result.admin.created && result.admin.password && !env.ADMIN_PASSWORD) {
    const { email, password } = result.admin
    const lines = handOverFirstAdminPassword(
      { email, password },
      { isTTY: process.stdout.isTTY === true, dataDir: env.dataDir },
    )
    for (const line of lines) console.log(`> ${line}`)
  } else if (result.admin.created) {
    console.log(`> Admin account created: ${result.admin.email}`)
  }
  await closeDatabase(result.payload)
  process.exit(0)
} catch (error) {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`)
  else console.error('Bootstrap failed:', error)
  process.exit(1)
}
