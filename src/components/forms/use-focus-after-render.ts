import { useEffect, useRef } from 'react'

/** Moves the focus to an element by id after the render that shows it (summary, status, a field). */
export function useFocusAfterRender() {
  const next = useRef<string | undefined>(undefined)

  useEffect(() => {
    const id = next.current
    next.current = undefined
    if (id) document.getElementById(id)?.focus()
  })

  return (id: string) => {
    next.current = id
  }
}
