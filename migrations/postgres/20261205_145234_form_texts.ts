import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_texts_locales" ADD COLUMN "news_alerts_title" varchar;
  ALTER TABLE "page_texts_locales" ADD COLUMN "news_alerts_intro" varchar;
  ALTER TABLE "page_texts_locales" ADD COLUMN "news_alerts_success" varchar;
  ALTER TABLE "page_texts_locales" ADD COLUMN "events_registration_title" varchar;
  ALTER TABLE "page_texts_locales" ADD COLUMN "events_registration_waiting_intro" varchar;
  ALTER TABLE "page_texts_locales" ADD COLUMN "events_registration_success" varchar;
  ALTER TABLE "page_texts_locales" ADD COLUMN "events_registration_waiting_success" varchar;
  ALTER TABLE "page_texts_locales" ADD COLUMN "careers_application_title" varchar;
  ALTER TABLE "page_texts_locales" ADD COLUMN "careers_application_intro" varchar;
  ALTER TABLE "page_texts_locales" ADD COLUMN "careers_application_success" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_texts_locales" DROP COLUMN "news_alerts_title";
  ALTER TABLE "page_texts_locales" DROP COLUMN "news_alerts_intro";
  ALTER TABLE "page_texts_locales" DROP COLUMN "news_alerts_success";
  ALTER TABLE "page_texts_locales" DROP COLUMN "events_registration_title";
  ALTER TABLE "page_texts_locales" DROP COLUMN "events_registration_waiting_intro";
  ALTER TABLE "page_texts_locales" DROP COLUMN "events_registration_success";
  ALTER TABLE "page_texts_locales" DROP COLUMN "events_registration_waiting_success";
  ALTER TABLE "page_texts_locales" DROP COLUMN "careers_application_title";
  ALTER TABLE "page_texts_locales" DROP COLUMN "careers_application_intro";
  ALTER TABLE "page_texts_locales" DROP COLUMN "careers_application_success";`)
}
