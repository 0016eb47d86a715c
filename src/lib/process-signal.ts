/**
 * A value given once per process, and a promise of it for whoever asks before it is given, with a
 * time limit. Kept in a process registry (./process-registry.ts): the giver and the askers may be
 * different copies of a module (the custom server's and Next's bundle's).
 */
import type { ProcessRegistry } from './process-registry'

type Slot<T> = { given: boolean; value?: T; promise: Promise<T>; resolve: (value: T) => void }

export type ProcessSignal<T> = {
  /** Gives the value; later calls change nothing. */
  give(value: T): void
  /** The value, if given. */
  value(): T | undefined
  /** Resolves with the value once given, or with undefined after `ms`. */
  within(ms: number): Promise<T | undefined>
}

export function processSignal<T>(registry: ProcessRegistry, key: string): ProcessSignal<T> {
  const slot = () =>
    registry.once<Slot<T>>(key, () => {
      let resolve: (value: T) => void = () => {}
      const promise = new Promise<T>((done) => {
        resolve = done
      })
      return { given: false, promise, resolve }
    })
  return {
    give(value) {
      const given = slot()
      if (given.given) return
      Object.assign(given, { given: true, value })
      given.resolve(value)
    },
    value: () => slot().value,
    within: (ms) =>
      Promise.race([
        slot().promise,
        new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms).unref()),
      ]),
  }
}
