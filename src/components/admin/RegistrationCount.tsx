import type { Payload } from 'payload'

import { ADMIN_NAMESPACE, type AdminTranslationKey } from '@/cms/admin/translations'

type Props = {
  payload: Payload
  rowData?: { id?: number; type?: string; event?: { registration?: { enabled?: boolean } } }
  i18n: { t: (key: AdminTranslationKey, values?: Record<string, unknown>) => string }
}

/**
 * The registrations of an event on its row of the posts list: places taken, and the waiting list
 * when there is one. Counted when the list is shown (two indexed counts per event row).
 */
export async function RegistrationCount({ payload, rowData, i18n }: Props) {
  if (rowData?.type !== 'event' || !rowData.id || !rowData.event?.registration?.enabled) {
    return <span>—</span>
  }
  const count = async (status: string) =>
    (
      await payload.count({
        collection: 'event-registrations',
        where: { and: [{ event: { equals: rowData.id } }, { status: { equals: status } }] },
        overrideAccess: true,
      })
    ).totalDocs
  const [registered, waiting] = await Promise.all([count('registered'), count('waiting')])
  const key = waiting > 0 ? 'registrationCount' : 'registrationCountShort'
  return <span>{i18n.t(`${ADMIN_NAMESPACE}:${key}`, { registered, waiting })}</span>
}
