/**
 * One value per process, whichever copy of a module asks. Next bundles server code into several
 * chunks (pages, route handlers, the GraphQL route, instrumentation) and the custom server loads its
 * own copy of the sources, so a module-level variable would exist several times; the value lives on
 * globalThis under a registered symbol instead (`Symbol.for('collegium.' + name)`).
 */
type Holder = Record<symbol, unknown>

function keyOf(name: string): symbol {
  return Symbol.for(`collegium.${name}`)
}

/** The process's value under `name`, made by `create` on first use. */
export function processSingleton<T>(name: string, create: () => T): T {
  const holder = globalThis as unknown as Holder
  const key = keyOf(name)
  if (!(key in holder)) holder[key] = create()
  return holder[key] as T
}

/**
 * Like `processSingleton` for a value made asynchronously; a creation that fails is forgotten, so the
 * next call tries again (e.g. the database was down).
 */
export function processSingletonAsync<T>(name: string, create: () => Promise<T>): Promise<T> {
  const holder = globalThis as unknown as Holder
  const key = keyOf(name)
  if (!(key in holder)) {
    const made = create()
    holder[key] = made
    made.catch(() => {
      if (holder[key] === made) delete holder[key]
    })
  }
  return holder[key] as Promise<T>
}

/** The process's value under `name` if one was made or set, without making it. */
export function peekProcessSingleton<T>(name: string): T | undefined {
  return (globalThis as unknown as Holder)[keyOf(name)] as T | undefined
}

/** Sets (or with `undefined`, forgets) the process's value under `name`. */
export function setProcessSingleton<T>(name: string, value: T | undefined): void {
  const holder = globalThis as unknown as Holder
  if (value === undefined) delete holder[keyOf(name)]
  else holder[keyOf(name)] = value
}
