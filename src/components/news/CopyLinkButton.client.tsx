'use client'

import { useEffect, useRef, useState } from 'react'

/** How long the "copied" message stays, so that copying again is announced again. */
const STATUS_MS = 4000

/**
 * Copies a page's address to the clipboard and says so politely to screen readers. It appears only
 * where the Clipboard API exists (with JavaScript, on a secure origin); elsewhere the share links do.
 */
export function CopyLinkButton({
  url,
  label,
  copied,
  failed,
  className,
  statusClassName,
}: {
  url: string
  label: string
  copied: string
  failed: string
  className?: string
  statusClassName?: string
}) {
  const [supported, setSupported] = useState(false)
  const [status, setStatus] = useState('')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => {
    setSupported(typeof navigator.clipboard?.writeText === 'function')
    return () => clearTimeout(timer.current)
  }, [])

  const copy = async () => {
    clearTimeout(timer.current)
    try {
      await navigator.clipboard.writeText(url)
      setStatus(copied)
    } catch {
      setStatus(failed)
    }
    timer.current = setTimeout(() => setStatus(''), STATUS_MS)
  }

  return (
    <>
      <button type="button" className={className} hidden={!supported} onClick={copy}>
        {label}
      </button>
      <span role="status" className={statusClassName}>
        {status}
      </span>
    </>
  )
}
