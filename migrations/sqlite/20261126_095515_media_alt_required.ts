/**
 * Media alt texts are required in Russian (issue 19, item 8). The column stays nullable (English
 * may be empty and falls back to Russian), so this only fills what the rule now needs: every file
 * gets a Russian alt text, kept when it has one, else its English one, else its file name for an
 * editor to replace. Nothing is lost, so going down leaves the texts as they are.
 */
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

const FALLBACK_ALT = sql`COALESCE(
  (SELECT NULLIF(TRIM(en.alt), '') FROM media_locales en WHERE en._parent_id = m.id AND en._locale = 'en'),
  NULLIF(TRIM(m.filename), ''),
  'Изображение ' || m.id
)`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`INSERT INTO media_locales (alt, _locale, _parent_id)
    SELECT ${FALLBACK_ALT}, 'ru', m.id FROM media m
    WHERE NOT EXISTS (SELECT 1 FROM media_locales l WHERE l._parent_id = m.id AND l._locale = 'ru')`)
  await db.run(sql`UPDATE media_locales SET alt = (SELECT ${FALLBACK_ALT} FROM media m WHERE m.id = media_locales._parent_id)
    WHERE _locale = 'ru' AND (alt IS NULL OR TRIM(alt) = '')`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {}
