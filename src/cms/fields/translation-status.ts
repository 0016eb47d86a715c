import type { CollectionConfig, Field, GlobalConfig } from 'payload'

import { hasLocalizedFields } from '../admin/translation-status'

/** The notice of untranslated fields (components/admin/TranslationStatus.client.tsx). */
const translationStatusField: Field = {
  name: 'translationStatus',
  type: 'ui',
  label: { ru: 'Перевод на английский', en: 'English translation' },
  admin: {
    components: { Field: '/components/admin/TranslationStatus.client#TranslationStatus' },
    // A notice of the edit view, with no value: as a list column it read "Без метки" on each row.
    disableListColumn: true,
  },
}

/**
 * Puts the untranslated-fields notice at the top of the edit view of a collection or global
 * that has localized fields (issue 19: editors see which fields lack English); others are kept.
 */
export function withTranslationStatus<C extends CollectionConfig | GlobalConfig>(config: C): C {
  if (!hasLocalizedFields(config.fields)) return config
  return { ...config, fields: [translationStatusField, ...config.fields] }
}
