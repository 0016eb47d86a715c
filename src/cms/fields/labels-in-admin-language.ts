/**
 * The content model's labels handed to Payload as functions of the admin's language, not as
 * `{ ru, en }` objects. Payload resolves a function label when it builds the admin's client
 * config (one per language), so its client gets plain strings. Two of its client parts take the
 * label as it is and put it into a translation, so an object label reached screen readers as
 * "[object Object]" (Payload 3.90.2): the list's sort buttons ("Сортировать по [object Object]",
 * the field label, `SortColumn`) and the relationship field's "add new" button ("Добавить
 * [object Object]", the collection's singular label, `DocumentDrawerToggler`). Checked by
 * tests/e2e/admin.e2e.ts ("no control of the admin is named [object Object]").
 *
 * A resolved label still carries both texts (`.ru`, `.en`) for the project's own readers
 * (translation-status.ts, the publication log), which read labels without an i18n object, through
 * `labelTexts` (src/cms/admin/label-texts.ts).
 */
import type { CollectionConfig, Field, GlobalConfig } from 'payload'

import { labelTexts } from '@/cms/admin/label-texts'
import { inAdminLanguage } from '@/cms/admin/translations'

import type { AdminLabel } from './labels'

/** A label Payload calls with the admin's i18n; it also holds its two texts. */
type AdminLabelFunction = ((args: { i18n: { language: string } }) => string) & AdminLabel

/** The label as a function of the admin's language that keeps both texts. */
function asLabelFunction({ ru, en }: AdminLabel): AdminLabelFunction {
  return Object.assign(
    ({ i18n }: { i18n: { language: string } }) => inAdminLanguage(i18n.language, { ru, en }),
    { ru, en },
  )
}

/** `value` as a function label when it is a `{ ru, en }` object; anything else as it is. */
function resolved<T>(value: T): T | AdminLabelFunction {
  const texts = typeof value === 'object' ? labelTexts(value) : null
  return texts ? asLabelFunction(texts) : value
}

type Labels = { singular?: unknown; plural?: unknown }
const resolvedLabels = <L extends Labels | undefined>(labels: L): L =>
  labels &&
  ({ ...labels, singular: resolved(labels.singular), plural: resolved(labels.plural) } as L)

/** A field with its label, its rows' or blocks' labels and every field inside (tabs' too) resolved. */
function resolveField(field: Field): Field {
  const out = { ...field } as Field & {
    label?: unknown
    labels?: Labels
    fields?: Field[]
    tabs?: { label?: unknown; fields: Field[] }[]
    blocks?: { labels?: Labels; fields: Field[] }[]
  }
  // A field drawn by its own component (the SEO plugin's) keeps its `{ ru, en }` label: such a
  // component was handed the label resolved in one language for both, while Payload's FieldLabel
  // translates an object label in the editor's language.
  const ownComponent = Boolean(
    (out.admin as { components?: { Field?: unknown } })?.components?.Field,
  )
  if ('label' in out && !ownComponent) out.label = resolved(out.label)
  if (out.labels) out.labels = resolvedLabels(out.labels)
  if (out.fields) out.fields = out.fields.map(resolveField)
  if (out.tabs) {
    // A tab's label stays `{ ru, en }`: Payload calls a tab's label function without the i18n
    // (fields/config/client.js in 3.90.2), and shows an object one translated.
    out.tabs = out.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(resolveField) }))
  }
  if (out.blocks) {
    out.blocks = out.blocks.map((block) => ({
      ...block,
      labels: resolvedLabels(block.labels),
      fields: block.fields.map(resolveField),
    }))
  }
  return out as Field
}

/** A collection or global with its own label(s) and every field label resolved. */
export function withLabelsInAdminLanguage<C extends CollectionConfig | GlobalConfig>(config: C): C {
  const out = { ...config, fields: config.fields.map(resolveField) }
  if ('labels' in out && out.labels) out.labels = resolvedLabels(out.labels)
  if ('label' in out && out.label) out.label = resolved(out.label) as GlobalConfig['label']
  return out
}
