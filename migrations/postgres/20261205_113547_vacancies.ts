import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_vacancies_hiring_status" AS ENUM('open', 'closed');
  CREATE TYPE "public"."enum_vacancies_level" AS ENUM('intern', 'paralegal', 'associate', 'senior-associate', 'counsel');
  CREATE TYPE "public"."enum_vacancies_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__vacancies_v_version_hiring_status" AS ENUM('open', 'closed');
  CREATE TYPE "public"."enum__vacancies_v_version_level" AS ENUM('intern', 'paralegal', 'associate', 'senior-associate', 'counsel');
  CREATE TYPE "public"."enum__vacancies_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__vacancies_v_published_locale" AS ENUM('ru', 'en');
  ALTER TYPE "public"."enum_publication_log_target" ADD VALUE 'vacancies' BEFORE 'home';
  CREATE TABLE "vacancies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hiring_status" "enum_vacancies_hiring_status" DEFAULT 'open',
  	"practice_id" integer,
  	"level" "enum_vacancies_level",
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_vacancies_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "vacancies_locales" (
  	"title" varchar,
  	"city" varchar,
  	"description" jsonb,
  	"requirements" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_vacancies_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_hiring_status" "enum__vacancies_v_version_hiring_status" DEFAULT 'open',
  	"version_practice_id" integer,
  	"version_level" "enum__vacancies_v_version_level",
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__vacancies_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__vacancies_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_vacancies_v_locales" (
  	"version_title" varchar,
  	"version_city" varchar,
  	"version_description" jsonb,
  	"version_requirements" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vacancies_id" integer;
  ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vacancies_locales" ADD CONSTRAINT "vacancies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacancies_v" ADD CONSTRAINT "_vacancies_v_parent_id_vacancies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vacancies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_vacancies_v" ADD CONSTRAINT "_vacancies_v_version_practice_id_practices_id_fk" FOREIGN KEY ("version_practice_id") REFERENCES "public"."practices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_vacancies_v" ADD CONSTRAINT "_vacancies_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_vacancies_v_locales" ADD CONSTRAINT "_vacancies_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_vacancies_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "vacancies_hiring_status_idx" ON "vacancies" USING btree ("hiring_status");
  CREATE INDEX "vacancies_practice_idx" ON "vacancies" USING btree ("practice_id");
  CREATE INDEX "vacancies_updated_by_idx" ON "vacancies" USING btree ("updated_by_id");
  CREATE INDEX "vacancies_updated_at_idx" ON "vacancies" USING btree ("updated_at");
  CREATE INDEX "vacancies_created_at_idx" ON "vacancies" USING btree ("created_at");
  CREATE INDEX "vacancies__status_idx" ON "vacancies" USING btree ("_status");
  CREATE UNIQUE INDEX "vacancies_locales_locale_parent_id_unique" ON "vacancies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_vacancies_v_parent_idx" ON "_vacancies_v" USING btree ("parent_id");
  CREATE INDEX "_vacancies_v_version_version_hiring_status_idx" ON "_vacancies_v" USING btree ("version_hiring_status");
  CREATE INDEX "_vacancies_v_version_version_practice_idx" ON "_vacancies_v" USING btree ("version_practice_id");
  CREATE INDEX "_vacancies_v_version_version_updated_by_idx" ON "_vacancies_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_vacancies_v_version_version_updated_at_idx" ON "_vacancies_v" USING btree ("version_updated_at");
  CREATE INDEX "_vacancies_v_version_version_created_at_idx" ON "_vacancies_v" USING btree ("version_created_at");
  CREATE INDEX "_vacancies_v_version_version__status_idx" ON "_vacancies_v" USING btree ("version__status");
  CREATE INDEX "_vacancies_v_created_at_idx" ON "_vacancies_v" USING btree ("created_at");
  CREATE INDEX "_vacancies_v_updated_at_idx" ON "_vacancies_v" USING btree ("updated_at");
  CREATE INDEX "_vacancies_v_snapshot_idx" ON "_vacancies_v" USING btree ("snapshot");
  CREATE INDEX "_vacancies_v_published_locale_idx" ON "_vacancies_v" USING btree ("published_locale");
  CREATE INDEX "_vacancies_v_latest_idx" ON "_vacancies_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_vacancies_v_locales_locale_parent_id_unique" ON "_vacancies_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vacancies_fk" FOREIGN KEY ("vacancies_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_vacancies_id_idx" ON "payload_locked_documents_rels" USING btree ("vacancies_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vacancies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vacancies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_vacancies_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_vacancies_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "vacancies" CASCADE;
  DROP TABLE "vacancies_locales" CASCADE;
  DROP TABLE "_vacancies_v" CASCADE;
  DROP TABLE "_vacancies_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vacancies_fk";
  
  ALTER TABLE "publication_log" ALTER COLUMN "target" SET DATA TYPE text;
  DROP TYPE "public"."enum_publication_log_target";
  CREATE TYPE "public"."enum_publication_log_target" AS ENUM('posts', 'pages', 'practices', 'industry-sectors', 'people', 'achievements', 'home');
  ALTER TABLE "publication_log" ALTER COLUMN "target" SET DATA TYPE "public"."enum_publication_log_target" USING "target"::"public"."enum_publication_log_target";
  DROP INDEX "payload_locked_documents_rels_vacancies_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vacancies_id";
  DROP TYPE "public"."enum_vacancies_hiring_status";
  DROP TYPE "public"."enum_vacancies_level";
  DROP TYPE "public"."enum_vacancies_status";
  DROP TYPE "public"."enum__vacancies_v_version_hiring_status";
  DROP TYPE "public"."enum__vacancies_v_version_level";
  DROP TYPE "public"."enum__vacancies_v_version_status";
  DROP TYPE "public"."enum__vacancies_v_published_locale";`)
}
