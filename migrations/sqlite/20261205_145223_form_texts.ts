import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`page_texts_locales\` ADD \`news_alerts_title\` text;`)
  await db.run(sql`ALTER TABLE \`page_texts_locales\` ADD \`news_alerts_intro\` text;`)
  await db.run(sql`ALTER TABLE \`page_texts_locales\` ADD \`news_alerts_success\` text;`)
  await db.run(sql`ALTER TABLE \`page_texts_locales\` ADD \`events_registration_title\` text;`)
  await db.run(sql`ALTER TABLE \`page_texts_locales\` ADD \`events_registration_waiting_intro\` text;`)
  await db.run(sql`ALTER TABLE \`page_texts_locales\` ADD \`events_registration_success\` text;`)
  await db.run(sql`ALTER TABLE \`page_texts_locales\` ADD \`events_registration_waiting_success\` text;`)
  await db.run(sql`ALTER TABLE \`page_texts_locales\` ADD \`careers_application_title\` text;`)
  await db.run(sql`ALTER TABLE \`page_texts_locales\` ADD \`careers_application_intro\` text;`)
  await db.run(sql`ALTER TABLE \`page_texts_locales\` ADD \`careers_application_success\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`page_texts_locales\` DROP COLUMN \`news_alerts_title\`;`)
  await db.run(sql`ALTER TABLE \`page_texts_locales\` DROP COLUMN \`news_alerts_intro\`;`)
  await db.run(sql`ALTER TABLE \`page_texts_locales\` DROP COLUMN \`news_alerts_success\`;`)
  await db.run(sql`ALTER TABLE \`page_texts_locales\` DROP COLUMN \`events_registration_title\`;`)
  await db.run(sql`ALTER TABLE \`page_texts_locales\` DROP COLUMN \`events_registration_waiting_intro\`;`)
  await db.run(sql`ALTER TABLE \`page_texts_locales\` DROP COLUMN \`events_registration_success\`;`)
  await db.run(sql`ALTER TABLE \`page_texts_locales\` DROP COLUMN \`events_registration_waiting_success\`;`)
  await db.run(sql`ALTER TABLE \`page_texts_locales\` DROP COLUMN \`careers_application_title\`;`)
  await db.run(sql`ALTER TABLE \`page_texts_locales\` DROP COLUMN \`careers_application_intro\`;`)
  await db.run(sql`ALTER TABLE \`page_texts_locales\` DROP COLUMN \`careers_application_success\`;`)
}
