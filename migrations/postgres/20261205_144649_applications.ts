import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_applications_status" AS ENUM('new', 'in-review', 'invited', 'declined');
  CREATE TYPE "public"."enum_applications_notification" AS ENUM('pending', 'sent', 'logged', 'failed', 'skipped');
  CREATE TYPE "public"."enum_applications_locale" AS ENUM('ru', 'en');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notifyApplication' BEFORE 'notifyEventRegistration';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'removeOldApplications' BEFORE 'sendAlertMail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notifyApplication' BEFORE 'notifyEventRegistration';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'removeOldApplications' BEFORE 'sendAlertMail';
  CREATE TABLE "applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"vacancy_id" integer,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"cover_note" varchar,
  	"cv_id" integer NOT NULL,
  	"status" "enum_applications_status" DEFAULT 'new' NOT NULL,
  	"notification" "enum_applications_notification" DEFAULT 'pending' NOT NULL,
  	"notification_attempts" numeric DEFAULT 0,
  	"notified_at" timestamp(3) with time zone,
  	"notification_error" varchar,
  	"consent_agreed" boolean DEFAULT false NOT NULL,
  	"consent_at" timestamp(3) with time zone,
  	"consent_policy_version" varchar,
  	"locale" "enum_applications_locale",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "application_cvs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "application_cvs_id" integer;
  ALTER TABLE "site" ADD COLUMN "application_email" varchar;
  ALTER TABLE "site" ADD COLUMN "application_retention_months" numeric DEFAULT 6;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_cv_id_application_cvs_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."application_cvs"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "applications_vacancy_idx" ON "applications" USING btree ("vacancy_id");
  CREATE INDEX "applications_cv_idx" ON "applications" USING btree ("cv_id");
  CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status");
  CREATE INDEX "applications_notification_idx" ON "applications" USING btree ("notification");
  CREATE INDEX "applications_updated_at_idx" ON "applications" USING btree ("updated_at");
  CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at");
  CREATE INDEX "application_cvs_updated_at_idx" ON "application_cvs" USING btree ("updated_at");
  CREATE INDEX "application_cvs_created_at_idx" ON "application_cvs" USING btree ("created_at");
  CREATE UNIQUE INDEX "application_cvs_filename_idx" ON "application_cvs" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_applications_fk" FOREIGN KEY ("applications_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_application_cvs_fk" FOREIGN KEY ("application_cvs_id") REFERENCES "public"."application_cvs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("applications_id");
  CREATE INDEX "payload_locked_documents_rels_application_cvs_id_idx" ON "payload_locked_documents_rels" USING btree ("application_cvs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "application_cvs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "applications" CASCADE;
  DROP TABLE "application_cvs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_application_cvs_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyCallbackRequest', 'notifyEventRegistration', 'requeueCallbackNotifications', 'anonymiseCallbackRequests', 'sendAlertMail', 'queueAlertDigests', 'sendAlertDigest', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyCallbackRequest', 'notifyEventRegistration', 'requeueCallbackNotifications', 'anonymiseCallbackRequests', 'sendAlertMail', 'queueAlertDigests', 'sendAlertDigest', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_application_cvs_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "application_cvs_id";
  ALTER TABLE "site" DROP COLUMN "application_email";
  ALTER TABLE "site" DROP COLUMN "application_retention_months";
  DROP TYPE "public"."enum_applications_status";
  DROP TYPE "public"."enum_applications_notification";
  DROP TYPE "public"."enum_applications_locale";`)
}
