import { processSingleton } from '@/lib/process-singleton'

/**
 * One counter for "public content changed" in this process, read by every in-memory copy of public
 * answers (GraphQL answers, pages): a copy made under an older generation is never served. Payload's
 * hooks bump it in Next's bundle and the custom server reads it outside, so it lives on globalThis.
 */
function counter(): { value: number } {
  return processSingleton('content-generation', () => ({ value: 0 }))
}

/** The current generation; a copy is current while this has not moved since it was made. */
export function contentGeneration(): number {
  return counter().value
}

/** Content changed (a Payload hook here, or another instance's change heard on the bus). */
export function invalidatePublicResponses(): void {
  counter().value++
}
