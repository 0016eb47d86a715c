'use client'

/** Client-side parts of the shell: progress bar, chunk-reload guard, online status. */
export function ShellClient() {
  return null
}
