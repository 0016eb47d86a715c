/** A phone number as a tel: link (digits and + only in the href); nothing when there is none. */
export function PhoneLink({ phone, className }: { phone?: string | null; className?: string }) {
  if (!phone) return null
  return (
    <a className={className} href={`tel:${phone.replace(/[^+\d]/g, '')}`}>
      {phone}
    </a>
  )
}

/** An e-mail address as a mailto: link; nothing when there is none. */
export function EmailLink({ email }: { email?: string | null }) {
  if (!email) return null
  return <a href={`mailto:${email}`}>{email}</a>
}
