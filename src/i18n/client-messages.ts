import type { Messages } from './messages'

/**
 * The message namespaces client components read with `useTranslations`. Only these travel to the
 * browser: every page's HTML would otherwise carry the whole catalogue. A test keeps the list in
 * step with the code.
 */
export const CLIENT_NAMESPACES = ['shell', 'slider', 'error', 'team', 'achievements'] as const

/** The part of a catalogue that client components need. */
export function clientMessages(
  messages: Messages,
): Pick<Messages, (typeof CLIENT_NAMESPACES)[number]> {
  return Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]])) as Pick<
    Messages,
    (typeof CLIENT_NAMESPACES)[number]
  >
}
