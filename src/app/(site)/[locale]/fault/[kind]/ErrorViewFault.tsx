'use client'

import { useEffect, useState } from 'react'

/** A thrown value whose properties cannot be read: normalising it fails, and so does the error view. */
function unreadable(): object {
  const fail = () => {
    throw new Error('Injected fault: this error cannot be read (E2E_FAULTS)')
  }
  return Object.defineProperties({}, { message: { get: fail }, statusCode: { get: fail } })
}

/**
 * Throws the unreadable value in the browser only, after hydration: a server component's error
 * reaches the browser as a plain serialised Error, and the server must render this page cleanly.
 */
export function ErrorViewFault() {
  const [armed, setArmed] = useState(false)
  useEffect(() => setArmed(true), [])
  if (armed) throw unreadable()
  return null
}
