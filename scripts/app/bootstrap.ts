/**
 * Prepares the database before the server starts: migrations, demo content on an empty database
 * (SEED; by default on the embedded database only), and the first admin account (ADMIN_EMAIL; on
 * the embedded database a demo address by default), whose generated password is shown once on a
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
  const { email, password } = result.admin
  if (!email) {
    console.log(
      '> No admin account: the first is created from ADMIN_EMAIL (and ADMIN_PASSWORD) once set',
    )
  } else if (result.admin.created && password && !env.ADMIN_PASSWORD) {
    const lines = handOverFirstAdminPassword(
      { email, password },
      { isTTY: process.stdout.isTTY === true, dataDir: env.dataDir },
    )
    for (const line of lines) console.log(`> ${line}`)
  } else if (result.admin.created) {
    console.log(`> Admin account created: ${email}`)
  }
  await closeDatabase(result.payload)
  process.exit(0)
} catch (error) {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`)
  else console.error('Bootstrap failed:', error)
  process.exit(1)
}
