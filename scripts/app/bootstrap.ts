/**
 * Prepares the database before the server starts: migrations, demo content on an empty database
 * (unless SEED=false), and the first admin account, whose generated password is printed once.
 * `--seed` seeds even when SEED=false; `--reset` removes the demo content and seeds it anew.
 */
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
  if (result.admin.created && result.admin.password) {
    const generated = !env.ADMIN_PASSWORD
    console.log(
      `> Admin account created: ${result.admin.email}` +
        (generated
          ? ` / password: ${result.admin.password} (shown once; change it in /admin)`
          : ''),
    )
  }
  await closeDatabase(result.payload)
  process.exit(0)
} catch (error) {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`)
  else console.error('Bootstrap failed:', error)
  process.exit(1)
}
