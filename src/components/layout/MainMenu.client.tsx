'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { Link, usePathname } from '@/i18n/navigation'

import { NAVIGATION_FAILED_EVENT } from './ProgressBar.client'

type Item = { href: string; label: string }

/**
 * The main menu: a row of links on wide screens, a disclosure behind a menu button on phones.
 * The menu is the only shared UI state besides loading and popups (SPEC §4); it closes on
 * navigation, on a failed one, and on Escape, returning focus to its button. The button's name
 * stays "Меню" / "Menu" in both states (a disclosure's state is its `aria-expanded`, and a longer
 * "close" label no longer fitted beside the logo on a phone); its icon turns into a cross.
 */
export function MainMenu({
  items,
  label,
  buttonLabel,
}: {
  items: Item[]
  label: string
  buttonLabel: string
}) {
  const [open, setOpen] = useState(false)
  // Until the code has hydrated the button does nothing; the mark lets tests (and styles) know.
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  const pathname = usePathname()
  const button = useRef<HTMLButtonElement>(null)
  const id = useId()

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the effect of a route change
  useEffect(() => setOpen(false), [pathname])

  // A navigation that fails changes no route, and the error view in the page's place must be seen.
  useEffect(() => {
    const close = () => setOpen(false)
    window.addEventListener(NAVIGATION_FAILED_EVENT, close)
    return () => window.removeEventListener(NAVIGATION_FAILED_EVENT, close)
  }, [])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <nav
      aria-label={label}
      className="main-nav"
      data-open={open ? 'true' : 'false'}
      data-ready={ready ? 'true' : undefined}
    >
      <button
        ref={button}
        type="button"
        className="menu-button"
        // Its name where the label is not shown (the narrowest phones), the same text as the label.
        aria-label={buttonLabel}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="menu-button__icon" aria-hidden="true" />
        <span className="menu-button__label">{buttonLabel}</span>
      </button>
      <ul id={id}>
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={
                pathname === item.href || pathname.startsWith(`${item.href}/`) ? 'page' : undefined
              }
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
