import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { createFirstHomeVersion } from '../publish-existing'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_home_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_v_published_locale" AS ENUM('ru', 'en');
  CREATE TABLE "_home_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_primary_link" varchar DEFAULT '/contacts',
  	"version_hero_secondary_link" varchar DEFAULT '/practices',
  	"version_cta_button_link" varchar DEFAULT '/contacts',
  	"version_updated_by_id" integer,
  	"version__status" "enum__home_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__home_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_home_v_locales" (
  	"version_hero_eyebrow" varchar,
  	"version_hero_heading" varchar,
  	"version_hero_lead" varchar,
  	"version_hero_primary_label" varchar,
  	"version_hero_secondary_label" varchar,
  	"version_hero_figures_years_on_market" varchar,
  	"version_hero_figures_lawyers" varchar,
  	"version_hero_figures_years_in_rankings" varchar,
  	"version_hero_figures_cases_per_year" varchar,
  	"version_hero_figures_published_works" varchar,
  	"version_sections_practices" varchar,
  	"version_sections_all_practices" varchar,
  	"version_sections_sectors" varchar,
  	"version_sections_all_sectors" varchar,
  	"version_sections_achievements" varchar,
  	"version_sections_all_achievements" varchar,
  	"version_sections_projects" varchar,
  	"version_sections_news" varchar,
  	"version_sections_all_news" varchar,
  	"version_sections_partners" varchar,
  	"version_sections_all_team" varchar,
  	"version_sections_clients" varchar,
  	"version_cta_title" varchar,
  	"version_cta_text" varchar,
  	"version_cta_button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"posts_id" integer,
  	"achievements_id" integer,
  	"practices_id" integer,
  	"clients_id" integer
  );
  
  ALTER TABLE "home" ALTER COLUMN "hero_primary_link" DROP NOT NULL;
  ALTER TABLE "home" ALTER COLUMN "hero_secondary_link" DROP NOT NULL;
  ALTER TABLE "home" ALTER COLUMN "cta_button_link" DROP NOT NULL;
  ALTER TABLE "home" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "home" ADD COLUMN "_status" "enum_home_status" DEFAULT 'draft';
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_locales" ADD CONSTRAINT "_home_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_achievements_fk" FOREIGN KEY ("achievements_id") REFERENCES "public"."achievements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_practices_fk" FOREIGN KEY ("practices_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_clients_fk" FOREIGN KEY ("clients_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_home_v_version_version_updated_by_idx" ON "_home_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_home_v_version_version__status_idx" ON "_home_v" USING btree ("version__status");
  CREATE INDEX "_home_v_created_at_idx" ON "_home_v" USING btree ("created_at");
  CREATE INDEX "_home_v_updated_at_idx" ON "_home_v" USING btree ("updated_at");
  CREATE INDEX "_home_v_snapshot_idx" ON "_home_v" USING btree ("snapshot");
  CREATE INDEX "_home_v_published_locale_idx" ON "_home_v" USING btree ("published_locale");
  CREATE INDEX "_home_v_latest_idx" ON "_home_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_home_v_locales_locale_parent_id_unique" ON "_home_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_rels_order_idx" ON "_home_v_rels" USING btree ("order");
  CREATE INDEX "_home_v_rels_parent_idx" ON "_home_v_rels" USING btree ("parent_id");
  CREATE INDEX "_home_v_rels_path_idx" ON "_home_v_rels" USING btree ("path");
  CREATE INDEX "_home_v_rels_posts_id_idx" ON "_home_v_rels" USING btree ("posts_id");
  CREATE INDEX "_home_v_rels_achievements_id_idx" ON "_home_v_rels" USING btree ("achievements_id");
  CREATE INDEX "_home_v_rels_practices_id_idx" ON "_home_v_rels" USING btree ("practices_id");
  CREATE INDEX "_home_v_rels_clients_id_idx" ON "_home_v_rels" USING btree ("clients_id");
  ALTER TABLE "home" ADD CONSTRAINT "home_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "home_updated_by_idx" ON "home" USING btree ("updated_by_id");
  CREATE INDEX "home__status_idx" ON "home" USING btree ("_status");`)
  // The existing row stays the published home page visitors read, with its first version.
  await db.execute(sql`UPDATE "home" SET "_status" = 'published';`)
  await createFirstHomeVersion(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_home_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_home_v" CASCADE;
  DROP TABLE "_home_v_locales" CASCADE;
  DROP TABLE "_home_v_rels" CASCADE;
  ALTER TABLE "home" DROP CONSTRAINT "home_updated_by_id_users_id_fk";
  
  DROP INDEX "home_updated_by_idx";
  DROP INDEX "home__status_idx";
  ALTER TABLE "home" ALTER COLUMN "hero_primary_link" SET NOT NULL;
  ALTER TABLE "home" ALTER COLUMN "hero_secondary_link" SET NOT NULL;
  ALTER TABLE "home" ALTER COLUMN "cta_button_link" SET NOT NULL;
  ALTER TABLE "home" DROP COLUMN "updated_by_id";
  ALTER TABLE "home" DROP COLUMN "_status";
  DROP TYPE "public"."enum_home_status";
  DROP TYPE "public"."enum__home_v_version_status";
  DROP TYPE "public"."enum__home_v_published_locale";`)
}
