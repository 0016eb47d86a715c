/**
 * POST /api/e2e-jobs-clock?at=2026-12-04T12:34:00.000Z, for the end-to-end tests only: sets the
 * job system's clock to `at`, running on from there, so that a publication scheduled for a whole
 * minute comes due without the test waiting for that minute. Nothing else changes: the job crons
 * take the publication once Payload's own due check, reading this clock, lets them. In the config
 * only with E2E_JOBS_CLOCK=true (a 404 otherwise), and for staff.
 */
import { _internal_jobSystemGlobals, type Endpoint } from 'payload'

import { isStaff } from '../access'

/** How far the job system's clock is ahead of the machine's. */
let offsetMs = 0

const problem = (status: number, message: string) => Response.json({ message }, { status })

/**
 * Makes Payload's job runner read this clock: Payload keeps `_internal_jobSystemGlobals` for its
 * own tests of the job system. Called from the config's `onInit`, so it reaches the copy of
 * Payload that made the instance (Next's bundles may hold several).
 */
export function installJobsClock(): void {
  _internal_jobSystemGlobals.getCurrentDate = () => new Date(Date.now() + offsetMs)
}

export const jobsClockEndpoint: Endpoint = {
  path: '/e2e-jobs-clock',
  method: 'post',
  handler: (req) => {
    if (!isStaff(req)) return problem(401, 'Sign in as staff to move the job system’s clock.')
    const at = Date.parse(String(req.query.at ?? ''))
    if (Number.isNaN(at)) return problem(400, 'Give ?at= a date and time (ISO 8601).')
    offsetMs = at - Date.now()
    return Response.json({ now: new Date(Date.now() + offsetMs).toISOString() })
  },
}
