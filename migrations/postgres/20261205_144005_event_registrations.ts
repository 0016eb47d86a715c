import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_posts_event_registration_fields" AS ENUM('company', 'position', 'phone', 'question');
  CREATE TYPE "public"."enum__posts_v_version_event_registration_fields" AS ENUM('company', 'position', 'phone', 'question');
  CREATE TYPE "public"."enum_event_registrations_status" AS ENUM('registered', 'waiting', 'cancelled');
  CREATE TYPE "public"."enum_event_registrations_locale" AS ENUM('ru', 'en');
  CREATE TYPE "public"."enum_event_registrations_mail" AS ENUM('pending', 'sent', 'logged', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notifyEventRegistration' BEFORE 'requeueCallbackNotifications';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notifyEventRegistration' BEFORE 'requeueCallbackNotifications';
  CREATE TABLE "posts_event_registration_fields" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_posts_event_registration_fields",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_posts_v_version_event_registration_fields" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__posts_v_version_event_registration_fields",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "event_registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"company" varchar,
  	"position" varchar,
  	"phone" varchar,
  	"question" varchar,
  	"status" "enum_event_registrations_status" DEFAULT 'registered' NOT NULL,
  	"cancelled_at" timestamp(3) with time zone,
  	"locale" "enum_event_registrations_locale" NOT NULL,
  	"consent_agreed" boolean DEFAULT false NOT NULL,
  	"consent_at" timestamp(3) with time zone,
  	"consent_policy_version" varchar,
  	"mail" "enum_event_registrations_mail" DEFAULT 'pending' NOT NULL,
  	"mail_attempts" numeric DEFAULT 0,
  	"mail_error" varchar,
  	"cancel_token" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "posts" ADD COLUMN "event_registration_enabled" boolean DEFAULT false;
  ALTER TABLE "posts" ADD COLUMN "event_registration_capacity" numeric;
  ALTER TABLE "posts" ADD COLUMN "event_registration_closes_at" timestamp(3) with time zone;
  ALTER TABLE "posts" ADD COLUMN "event_registration_waiting_list" boolean DEFAULT true;
  ALTER TABLE "_posts_v" ADD COLUMN "version_event_registration_enabled" boolean DEFAULT false;
  ALTER TABLE "_posts_v" ADD COLUMN "version_event_registration_capacity" numeric;
  ALTER TABLE "_posts_v" ADD COLUMN "version_event_registration_closes_at" timestamp(3) with time zone;
  ALTER TABLE "_posts_v" ADD COLUMN "version_event_registration_waiting_list" boolean DEFAULT true;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "event_registrations_id" integer;
  ALTER TABLE "posts_event_registration_fields" ADD CONSTRAINT "posts_event_registration_fields_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_version_event_registration_fields" ADD CONSTRAINT "_posts_v_version_event_registration_fields_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_posts_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "posts_event_registration_fields_order_idx" ON "posts_event_registration_fields" USING btree ("order");
  CREATE INDEX "posts_event_registration_fields_parent_idx" ON "posts_event_registration_fields" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_event_registration_fields_order_idx" ON "_posts_v_version_event_registration_fields" USING btree ("order");
  CREATE INDEX "_posts_v_version_event_registration_fields_parent_idx" ON "_posts_v_version_event_registration_fields" USING btree ("parent_id");
  CREATE INDEX "event_registrations_event_idx" ON "event_registrations" USING btree ("event_id");
  CREATE INDEX "event_registrations_email_idx" ON "event_registrations" USING btree ("email");
  CREATE INDEX "event_registrations_status_idx" ON "event_registrations" USING btree ("status");
  CREATE UNIQUE INDEX "event_registrations_cancel_token_idx" ON "event_registrations" USING btree ("cancel_token");
  CREATE INDEX "event_registrations_updated_at_idx" ON "event_registrations" USING btree ("updated_at");
  CREATE INDEX "event_registrations_created_at_idx" ON "event_registrations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_registrations_fk" FOREIGN KEY ("event_registrations_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_event_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("event_registrations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts_event_registration_fields" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_version_event_registration_fields" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "event_registrations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "posts_event_registration_fields" CASCADE;
  DROP TABLE "_posts_v_version_event_registration_fields" CASCADE;
  DROP TABLE "event_registrations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_event_registrations_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyCallbackRequest', 'requeueCallbackNotifications', 'anonymiseCallbackRequests', 'sendAlertMail', 'queueAlertDigests', 'sendAlertDigest', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyCallbackRequest', 'requeueCallbackNotifications', 'anonymiseCallbackRequests', 'sendAlertMail', 'queueAlertDigests', 'sendAlertDigest', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_event_registrations_id_idx";
  ALTER TABLE "posts" DROP COLUMN "event_registration_enabled";
  ALTER TABLE "posts" DROP COLUMN "event_registration_capacity";
  ALTER TABLE "posts" DROP COLUMN "event_registration_closes_at";
  ALTER TABLE "posts" DROP COLUMN "event_registration_waiting_list";
  ALTER TABLE "_posts_v" DROP COLUMN "version_event_registration_enabled";
  ALTER TABLE "_posts_v" DROP COLUMN "version_event_registration_capacity";
  ALTER TABLE "_posts_v" DROP COLUMN "version_event_registration_closes_at";
  ALTER TABLE "_posts_v" DROP COLUMN "version_event_registration_waiting_list";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "event_registrations_id";
  DROP TYPE "public"."enum_posts_event_registration_fields";
  DROP TYPE "public"."enum__posts_v_version_event_registration_fields";
  DROP TYPE "public"."enum_event_registrations_status";
  DROP TYPE "public"."enum_event_registrations_locale";
  DROP TYPE "public"."enum_event_registrations_mail";`)
}
