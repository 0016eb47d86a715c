import { useEffect, useRef } from 'react'

const PRESS_EVENTS = ['pointerdown', 'pointerup', 'pointercancel'] as const

/**
 * Runs a task now, or, while a pointer (mouse button, finger) is down anywhere on the page, once
 * it is released and its click has happened. Focus leaving a field for a button being clicked must
 * not show a message that moves the button from under the pointer: the click would be lost.
 */
export function useAfterPointerRelease() {
  /** Whether a pointer is down anywhere on the page. */
  const pressing = useRef(false)

  useEffect(() => {
    const press = (event: PointerEvent) => {
      pressing.current = event.type === 'pointerdown'
    }
    for (const type of PRESS_EVENTS) addEventListener(type, press, true)
    return () => {
      for (const type of PRESS_EVENTS) removeEventListener(type, press, true)
    }
  }, [])

  return (task: () => void) => {
    if (!pressing.current) {
      task()
      return
    }
    const released = () => {
      removeEventListener('pointerup', released)
      removeEventListener('pointercancel', released)
      // After the click, which comes in the same task as the release.
      setTimeout(task)
    }
    addEventListener('pointerup', released)
    addEventListener('pointercancel', released)
  }
}
