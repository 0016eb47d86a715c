import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "page_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "page_texts_locales" (
  	"news_intro" varchar,
  	"practices_intro" varchar,
  	"practices_cta_title" varchar,
  	"practices_cta_text" varchar,
  	"practices_cta_button" varchar,
  	"sectors_intro" varchar,
  	"team_intro" varchar,
  	"achievements_intro" varchar,
  	"contacts_intro" varchar,
  	"contacts_callback_title" varchar,
  	"contacts_callback_intro" varchar,
  	"contacts_callback_success" varchar,
  	"contacts_other_ways" varchar,
  	"collegium_achievement_button" varchar,
  	"figures_years_on_market" varchar,
  	"figures_lawyers" varchar,
  	"figures_years_in_rankings" varchar,
  	"figures_cases_per_year" varchar,
  	"figures_published_works" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "offices_locales" ADD COLUMN "hours" varchar;
  ALTER TABLE "page_texts_locales" ADD CONSTRAINT "page_texts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_texts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "page_texts_locales_locale_parent_id_unique" ON "page_texts_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "page_texts" CASCADE;
  DROP TABLE "page_texts_locales" CASCADE;
  ALTER TABLE "offices_locales" DROP COLUMN "hours";`)
}
