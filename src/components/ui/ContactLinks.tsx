import type { ReactNode } from 'react'

import { telNumber } from '@/lib/phone'

/** A phone number as a tel: link; nothing when there is none. Children replace the number. */
export function PhoneLink({
  phone,
  className,
  label,
  children,
}: {
  phone?: string | null
  className?: string
  label?: string
  children?: ReactNode
}) {
  if (!phone) return null
  return (
    <a className={className} href={`tel:${telNumber(phone)}`} aria-label={label}>
      {children ?? phone}
    </a>
  )
}

/** An e-mail address as a mailto: link; nothing when there is none. */
export function EmailLink({ email }: { email?: string | null }) {
  if (!email) return null
  return <a href={`mailto:${email}`}>{email}</a>
}
