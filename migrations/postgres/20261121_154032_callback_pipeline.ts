import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyCallbackRequest', 'requeueCallbackNotifications', 'anonymiseCallbackRequests');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyCallbackRequest', 'requeueCallbackNotifications', 'anonymiseCallbackRequests');
  ALTER TYPE "public"."enum_callback_requests_status" ADD VALUE 'spam';
  ALTER TYPE "public"."enum_callback_requests_notification" ADD VALUE 'logged' BEFORE 'failed';
  ALTER TYPE "public"."enum_callback_requests_notification" ADD VALUE 'skipped';
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "callback_requests" ADD COLUMN "notification_attempts" numeric DEFAULT 0;
  ALTER TABLE "callback_requests" ADD COLUMN "notified_at" timestamp(3) with time zone;
  ALTER TABLE "callback_requests" ADD COLUMN "notification_error" varchar;
  ALTER TABLE "site" ADD COLUMN "callback_email" varchar;
  ALTER TABLE "site" ADD COLUMN "callback_retention_days" numeric DEFAULT 365;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "callback_requests_notification_idx" ON "callback_requests" USING btree ("notification");
  CREATE INDEX "callback_requests_anonymised_at_idx" ON "callback_requests" USING btree ("anonymised_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "callback_requests" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "callback_requests" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_callback_requests_status";
  CREATE TYPE "public"."enum_callback_requests_status" AS ENUM('new', 'in-progress', 'done');
  ALTER TABLE "callback_requests" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_callback_requests_status";
  ALTER TABLE "callback_requests" ALTER COLUMN "status" SET DATA TYPE "public"."enum_callback_requests_status" USING "status"::"public"."enum_callback_requests_status";
  ALTER TABLE "callback_requests" ALTER COLUMN "notification" SET DATA TYPE text;
  ALTER TABLE "callback_requests" ALTER COLUMN "notification" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_callback_requests_notification";
  CREATE TYPE "public"."enum_callback_requests_notification" AS ENUM('pending', 'sent', 'failed');
  ALTER TABLE "callback_requests" ALTER COLUMN "notification" SET DEFAULT 'pending'::"public"."enum_callback_requests_notification";
  ALTER TABLE "callback_requests" ALTER COLUMN "notification" SET DATA TYPE "public"."enum_callback_requests_notification" USING "notification"::"public"."enum_callback_requests_notification";
  DROP INDEX "callback_requests_notification_idx";
  DROP INDEX "callback_requests_anonymised_at_idx";
  ALTER TABLE "callback_requests" DROP COLUMN "notification_attempts";
  ALTER TABLE "callback_requests" DROP COLUMN "notified_at";
  ALTER TABLE "callback_requests" DROP COLUMN "notification_error";
  ALTER TABLE "site" DROP COLUMN "callback_email";
  ALTER TABLE "site" DROP COLUMN "callback_retention_days";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
