import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/config/constants'
import { pluralTemplates } from '@/i18n/plural-templates'
import type { TeamFiltersTexts } from './TeamFilters.client'
import { TEAM_ROLES, type TeamRole } from './team-filter'

/**
 * The team filters' texts in `locale`, formatted here on the server: TeamFilters is a client
 * component and the browser has no message formatter (first-load budget). The live count's
 * plural message travels as one template per plural category (see src/i18n/plural-templates.ts).
 */
export async function getTeamFiltersTexts(locale: Locale): Promise<TeamFiltersTexts> {
  const t = await getTranslations({ locale, namespace: 'team' })
  const roles = Object.fromEntries(TEAM_ROLES.map((role) => [role, t(`roles.${role}`)])) as Record<
    TeamRole,
    string
  >
  return {
    filters: t('filters'),
    name: t('name'),
    namePlaceholder: t('namePlaceholder'),
    practice: t('practice'),
    allPractices: t('allPractices'),
    role: t('role'),
    allRoles: t('allRoles'),
    roles,
    reset: t('reset'),
    empty: t('empty'),
    count: pluralTemplates(locale, (count) => t('count', { count })),
  }
}
