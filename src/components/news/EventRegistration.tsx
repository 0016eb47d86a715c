import { getFormatter, getTranslations } from 'next-intl/server'

import { RegistrationForm } from '@/components/forms/RegistrationForm'
import type { Locale } from '@/config/constants'
import type { Post } from '@/config/payload-types'
import { getRegisteredCount } from '@/data/registrations'
import { getSiteTexts } from '@/data/site-texts'
import { registrationWindow } from '@/lib/event-registration'

import styles from './post.module.css'

/**
 * An event's registration: the form while places are left (or the waiting list once full), a
 * "closed" line after the closing time; nothing for an event that takes none or is over.
 */
export async function EventRegistration({
  post,
  locale,
  page,
  token,
}: {
  post: Post
  locale: Locale
  page: string
  token: string
}) {
  const settings = post.event?.registration
  if (!settings?.enabled || !post.event?.startsAt) return null
  const registered = await getRegisteredCount(post.id)
  const window = registrationWindow(settings, post.event, registered, new Date())
  if (window === 'off') return null
  const [t, format, texts] = await Promise.all([
    getTranslations('registration'),
    getFormatter(),
    getSiteTexts(locale),
  ])
  const copy = texts.events
  const closesAt = settings.closesAt ?? post.event.startsAt
  const left = settings.capacity ? Math.max(0, settings.capacity - registered) : null
  return (
    <section id="registration" aria-labelledby="registration-title" className={styles.registration}>
      <h2 id="registration-title">{copy?.registrationTitle || t('title')}</h2>
      {window === 'closed' ? (
        <p>{t('closedText')}</p>
      ) : (
        <>
          <p>
            {t('closesAt', {
              date: format.dateTime(new Date(closesAt), {
                day: 'numeric',
                month: 'long',
                hour: 'numeric',
                minute: '2-digit',
              }),
            })}
            {left !== null && window === 'open' ? ` · ${t('places', { count: left })}` : null}
          </p>
          {window === 'waiting' ? (
            <p>{copy?.registrationWaitingIntro || t('waitingIntro')}</p>
          ) : null}
          <RegistrationForm
            locale={locale}
            eventId={post.id}
            fields={settings.fields ?? []}
            page={page}
            token={token}
            waiting={window === 'waiting'}
          />
        </>
      )}
    </section>
  )
}
