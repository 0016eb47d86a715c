import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_redirects_status" AS ENUM('301', '302');
  CREATE TYPE "public"."enum_analytics_consents_decision" AS ENUM('granted', 'denied');
  CREATE TYPE "public"."enum_analytics_consents_locale" AS ENUM('ru', 'en');
  CREATE TABLE "analytics_consents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"consent_id" varchar NOT NULL,
  	"decision" "enum_analytics_consents_decision" NOT NULL,
  	"text_version" varchar NOT NULL,
  	"text_hash" varchar NOT NULL,
  	"locale" "enum_analytics_consents_locale" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_hidden" boolean DEFAULT false;
  ALTER TABLE "redirects" ADD COLUMN "status" "enum_redirects_status" DEFAULT '301' NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "analytics_consents_id" integer;
  CREATE INDEX "analytics_consents_consent_id_idx" ON "analytics_consents" USING btree ("consent_id");
  CREATE INDEX "analytics_consents_updated_at_idx" ON "analytics_consents" USING btree ("updated_at");
  CREATE INDEX "analytics_consents_created_at_idx" ON "analytics_consents" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_analytics_consents_fk" FOREIGN KEY ("analytics_consents_id") REFERENCES "public"."analytics_consents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_analytics_consents_id_idx" ON "payload_locked_documents_rels" USING btree ("analytics_consents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "analytics_consents" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "analytics_consents" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_analytics_consents_fk";
  
  DROP INDEX "payload_locked_documents_rels_analytics_consents_id_idx";
  ALTER TABLE "pages" DROP COLUMN "hidden";
  ALTER TABLE "_pages_v" DROP COLUMN "version_hidden";
  ALTER TABLE "redirects" DROP COLUMN "status";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "analytics_consents_id";
  DROP TYPE "public"."enum_redirects_status";
  DROP TYPE "public"."enum_analytics_consents_decision";
  DROP TYPE "public"."enum_analytics_consents_locale";`)
}
