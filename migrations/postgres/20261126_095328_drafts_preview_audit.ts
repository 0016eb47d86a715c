import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { createFirstVersions, NEWLY_DRAFTED_TABLES } from '../publish-existing'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_practices_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__practices_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__practices_v_published_locale" AS ENUM('ru', 'en');
  CREATE TYPE "public"."enum_industry_sectors_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__industry_sectors_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__industry_sectors_v_published_locale" AS ENUM('ru', 'en');
  CREATE TYPE "public"."enum_people_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__people_v_version_role" AS ENUM('partner', 'counsel', 'attorney', 'advisor');
  CREATE TYPE "public"."enum__people_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__people_v_published_locale" AS ENUM('ru', 'en');
  CREATE TYPE "public"."enum_achievements_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__achievements_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__achievements_v_published_locale" AS ENUM('ru', 'en');
  CREATE TYPE "public"."enum_publication_log_action" AS ENUM('published', 'unpublished');
  CREATE TYPE "public"."enum_publication_log_target" AS ENUM('posts', 'pages', 'practices', 'industry-sectors', 'people', 'achievements', 'home');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "_practices_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_section_key" varchar,
  	"version_parent_id" integer,
  	"version_image_id" integer,
  	"version_order" numeric DEFAULT 100,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__practices_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__practices_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_practices_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_card_value" varchar,
  	"version_card_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_practices_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"industry_sectors_id" integer
  );
  
  CREATE TABLE "_industry_sectors_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_image_id" integer,
  	"version_order" numeric DEFAULT 100,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__industry_sectors_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__industry_sectors_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_industry_sectors_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_people_v_version_education" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_people_v_version_education_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_people_v_version_ratings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_people_v_version_ratings_locales" (
  	"source" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_people_v_version_recognition" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_people_v_version_recognition_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_people_v_version_recent_experience" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_people_v_version_recent_experience_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_people_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_role" "enum__people_v_version_role",
  	"version_photo_id" integer,
  	"version_contacts_email" varchar,
  	"version_contacts_phone" varchar,
  	"version_order" numeric DEFAULT 100,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__people_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__people_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_people_v_locales" (
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_role_label" varchar,
  	"version_bio" jsonb,
  	"version_qualification" varchar,
  	"version_languages" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_people_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"practices_id" integer,
  	"industry_sectors_id" integer
  );
  
  CREATE TABLE "_achievements_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_year" numeric,
  	"version_details_url" varchar,
  	"version_logo_id" integer,
  	"version_order" numeric DEFAULT 100,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__achievements_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__achievements_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_achievements_v_locales" (
  	"version_source" varchar,
  	"version_title" varchar,
  	"version_text" varchar,
  	"version_sum" varchar,
  	"version_value" varchar,
  	"version_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_achievements_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"practices_id" integer,
  	"people_id" integer
  );
  
  CREATE TABLE "publication_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_publication_log_action" NOT NULL,
  	"target" "enum_publication_log_target" NOT NULL,
  	"document_id" numeric,
  	"title" varchar,
  	"user_id" integer,
  	"user_email" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "practices_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "industry_sectors_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "people_education_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "people_ratings_locales" ALTER COLUMN "source" DROP NOT NULL;
  ALTER TABLE "people_recognition_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "people_recent_experience_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "people" ALTER COLUMN "role" DROP NOT NULL;
  ALTER TABLE "people_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "achievements" ALTER COLUMN "year" DROP NOT NULL;
  ALTER TABLE "achievements_locales" ALTER COLUMN "source" DROP NOT NULL;
  ALTER TABLE "achievements_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "practices" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "practices" ADD COLUMN "_status" "enum_practices_status" DEFAULT 'draft';
  ALTER TABLE "industry_sectors" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "industry_sectors" ADD COLUMN "_status" "enum_industry_sectors_status" DEFAULT 'draft';
  ALTER TABLE "people" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "people" ADD COLUMN "_status" "enum_people_status" DEFAULT 'draft';
  ALTER TABLE "posts" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_posts_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "achievements" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "achievements" ADD COLUMN "_status" "enum_achievements_status" DEFAULT 'draft';
  ALTER TABLE "pages" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "publication_log_id" integer;
  ALTER TABLE "_practices_v" ADD CONSTRAINT "_practices_v_parent_id_practices_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."practices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_practices_v" ADD CONSTRAINT "_practices_v_version_parent_id_practices_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."practices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_practices_v" ADD CONSTRAINT "_practices_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_practices_v" ADD CONSTRAINT "_practices_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_practices_v_locales" ADD CONSTRAINT "_practices_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_practices_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_practices_v_rels" ADD CONSTRAINT "_practices_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_practices_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_practices_v_rels" ADD CONSTRAINT "_practices_v_rels_industry_sectors_fk" FOREIGN KEY ("industry_sectors_id") REFERENCES "public"."industry_sectors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_industry_sectors_v" ADD CONSTRAINT "_industry_sectors_v_parent_id_industry_sectors_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."industry_sectors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_industry_sectors_v" ADD CONSTRAINT "_industry_sectors_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_industry_sectors_v" ADD CONSTRAINT "_industry_sectors_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_industry_sectors_v_locales" ADD CONSTRAINT "_industry_sectors_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_industry_sectors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_people_v_version_education" ADD CONSTRAINT "_people_v_version_education_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_people_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_people_v_version_education_locales" ADD CONSTRAINT "_people_v_version_education_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_people_v_version_education"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_people_v_version_ratings" ADD CONSTRAINT "_people_v_version_ratings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_people_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_people_v_version_ratings_locales" ADD CONSTRAINT "_people_v_version_ratings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_people_v_version_ratings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_people_v_version_recognition" ADD CONSTRAINT "_people_v_version_recognition_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_people_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_people_v_version_recognition_locales" ADD CONSTRAINT "_people_v_version_recognition_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_people_v_version_recognition"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_people_v_version_recent_experience" ADD CONSTRAINT "_people_v_version_recent_experience_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_people_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_people_v_version_recent_experience_locales" ADD CONSTRAINT "_people_v_version_recent_experience_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_people_v_version_recent_experience"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_people_v" ADD CONSTRAINT "_people_v_parent_id_people_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_people_v" ADD CONSTRAINT "_people_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_people_v" ADD CONSTRAINT "_people_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_people_v_locales" ADD CONSTRAINT "_people_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_people_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_people_v_rels" ADD CONSTRAINT "_people_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_people_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_people_v_rels" ADD CONSTRAINT "_people_v_rels_practices_fk" FOREIGN KEY ("practices_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_people_v_rels" ADD CONSTRAINT "_people_v_rels_industry_sectors_fk" FOREIGN KEY ("industry_sectors_id") REFERENCES "public"."industry_sectors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_achievements_v" ADD CONSTRAINT "_achievements_v_parent_id_achievements_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."achievements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_achievements_v" ADD CONSTRAINT "_achievements_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_achievements_v" ADD CONSTRAINT "_achievements_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_achievements_v_locales" ADD CONSTRAINT "_achievements_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_achievements_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_achievements_v_rels" ADD CONSTRAINT "_achievements_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_achievements_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_achievements_v_rels" ADD CONSTRAINT "_achievements_v_rels_practices_fk" FOREIGN KEY ("practices_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_achievements_v_rels" ADD CONSTRAINT "_achievements_v_rels_people_fk" FOREIGN KEY ("people_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "publication_log" ADD CONSTRAINT "publication_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_practices_v_parent_idx" ON "_practices_v" USING btree ("parent_id");
  CREATE INDEX "_practices_v_version_version_section_key_idx" ON "_practices_v" USING btree ("version_section_key");
  CREATE INDEX "_practices_v_version_version_parent_idx" ON "_practices_v" USING btree ("version_parent_id");
  CREATE INDEX "_practices_v_version_version_image_idx" ON "_practices_v" USING btree ("version_image_id");
  CREATE INDEX "_practices_v_version_version_updated_by_idx" ON "_practices_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_practices_v_version_version_updated_at_idx" ON "_practices_v" USING btree ("version_updated_at");
  CREATE INDEX "_practices_v_version_version_created_at_idx" ON "_practices_v" USING btree ("version_created_at");
  CREATE INDEX "_practices_v_version_version__status_idx" ON "_practices_v" USING btree ("version__status");
  CREATE INDEX "_practices_v_created_at_idx" ON "_practices_v" USING btree ("created_at");
  CREATE INDEX "_practices_v_updated_at_idx" ON "_practices_v" USING btree ("updated_at");
  CREATE INDEX "_practices_v_snapshot_idx" ON "_practices_v" USING btree ("snapshot");
  CREATE INDEX "_practices_v_published_locale_idx" ON "_practices_v" USING btree ("published_locale");
  CREATE INDEX "_practices_v_latest_idx" ON "_practices_v" USING btree ("latest");
  CREATE INDEX "_practices_v_version_version_slug_idx" ON "_practices_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_practices_v_locales_locale_parent_id_unique" ON "_practices_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_practices_v_rels_order_idx" ON "_practices_v_rels" USING btree ("order");
  CREATE INDEX "_practices_v_rels_parent_idx" ON "_practices_v_rels" USING btree ("parent_id");
  CREATE INDEX "_practices_v_rels_path_idx" ON "_practices_v_rels" USING btree ("path");
  CREATE INDEX "_practices_v_rels_industry_sectors_id_idx" ON "_practices_v_rels" USING btree ("industry_sectors_id");
  CREATE INDEX "_industry_sectors_v_parent_idx" ON "_industry_sectors_v" USING btree ("parent_id");
  CREATE INDEX "_industry_sectors_v_version_version_image_idx" ON "_industry_sectors_v" USING btree ("version_image_id");
  CREATE INDEX "_industry_sectors_v_version_version_updated_by_idx" ON "_industry_sectors_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_industry_sectors_v_version_version_updated_at_idx" ON "_industry_sectors_v" USING btree ("version_updated_at");
  CREATE INDEX "_industry_sectors_v_version_version_created_at_idx" ON "_industry_sectors_v" USING btree ("version_created_at");
  CREATE INDEX "_industry_sectors_v_version_version__status_idx" ON "_industry_sectors_v" USING btree ("version__status");
  CREATE INDEX "_industry_sectors_v_created_at_idx" ON "_industry_sectors_v" USING btree ("created_at");
  CREATE INDEX "_industry_sectors_v_updated_at_idx" ON "_industry_sectors_v" USING btree ("updated_at");
  CREATE INDEX "_industry_sectors_v_snapshot_idx" ON "_industry_sectors_v" USING btree ("snapshot");
  CREATE INDEX "_industry_sectors_v_published_locale_idx" ON "_industry_sectors_v" USING btree ("published_locale");
  CREATE INDEX "_industry_sectors_v_latest_idx" ON "_industry_sectors_v" USING btree ("latest");
  CREATE INDEX "_industry_sectors_v_version_version_slug_idx" ON "_industry_sectors_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_industry_sectors_v_locales_locale_parent_id_unique" ON "_industry_sectors_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_people_v_version_education_order_idx" ON "_people_v_version_education" USING btree ("_order");
  CREATE INDEX "_people_v_version_education_parent_id_idx" ON "_people_v_version_education" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_people_v_version_education_locales_locale_parent_id_unique" ON "_people_v_version_education_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_people_v_version_ratings_order_idx" ON "_people_v_version_ratings" USING btree ("_order");
  CREATE INDEX "_people_v_version_ratings_parent_id_idx" ON "_people_v_version_ratings" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_people_v_version_ratings_locales_locale_parent_id_unique" ON "_people_v_version_ratings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_people_v_version_recognition_order_idx" ON "_people_v_version_recognition" USING btree ("_order");
  CREATE INDEX "_people_v_version_recognition_parent_id_idx" ON "_people_v_version_recognition" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_people_v_version_recognition_locales_locale_parent_id_uniqu" ON "_people_v_version_recognition_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_people_v_version_recent_experience_order_idx" ON "_people_v_version_recent_experience" USING btree ("_order");
  CREATE INDEX "_people_v_version_recent_experience_parent_id_idx" ON "_people_v_version_recent_experience" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_people_v_version_recent_experience_locales_locale_parent_id" ON "_people_v_version_recent_experience_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_people_v_parent_idx" ON "_people_v" USING btree ("parent_id");
  CREATE INDEX "_people_v_version_version_role_idx" ON "_people_v" USING btree ("version_role");
  CREATE INDEX "_people_v_version_version_photo_idx" ON "_people_v" USING btree ("version_photo_id");
  CREATE INDEX "_people_v_version_version_updated_by_idx" ON "_people_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_people_v_version_version_updated_at_idx" ON "_people_v" USING btree ("version_updated_at");
  CREATE INDEX "_people_v_version_version_created_at_idx" ON "_people_v" USING btree ("version_created_at");
  CREATE INDEX "_people_v_version_version__status_idx" ON "_people_v" USING btree ("version__status");
  CREATE INDEX "_people_v_created_at_idx" ON "_people_v" USING btree ("created_at");
  CREATE INDEX "_people_v_updated_at_idx" ON "_people_v" USING btree ("updated_at");
  CREATE INDEX "_people_v_snapshot_idx" ON "_people_v" USING btree ("snapshot");
  CREATE INDEX "_people_v_published_locale_idx" ON "_people_v" USING btree ("published_locale");
  CREATE INDEX "_people_v_latest_idx" ON "_people_v" USING btree ("latest");
  CREATE INDEX "_people_v_version_version_slug_idx" ON "_people_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_people_v_locales_locale_parent_id_unique" ON "_people_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_people_v_rels_order_idx" ON "_people_v_rels" USING btree ("order");
  CREATE INDEX "_people_v_rels_parent_idx" ON "_people_v_rels" USING btree ("parent_id");
  CREATE INDEX "_people_v_rels_path_idx" ON "_people_v_rels" USING btree ("path");
  CREATE INDEX "_people_v_rels_practices_id_idx" ON "_people_v_rels" USING btree ("practices_id");
  CREATE INDEX "_people_v_rels_industry_sectors_id_idx" ON "_people_v_rels" USING btree ("industry_sectors_id");
  CREATE INDEX "_achievements_v_parent_idx" ON "_achievements_v" USING btree ("parent_id");
  CREATE INDEX "_achievements_v_version_version_year_idx" ON "_achievements_v" USING btree ("version_year");
  CREATE INDEX "_achievements_v_version_version_logo_idx" ON "_achievements_v" USING btree ("version_logo_id");
  CREATE INDEX "_achievements_v_version_version_updated_by_idx" ON "_achievements_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_achievements_v_version_version_updated_at_idx" ON "_achievements_v" USING btree ("version_updated_at");
  CREATE INDEX "_achievements_v_version_version_created_at_idx" ON "_achievements_v" USING btree ("version_created_at");
  CREATE INDEX "_achievements_v_version_version__status_idx" ON "_achievements_v" USING btree ("version__status");
  CREATE INDEX "_achievements_v_created_at_idx" ON "_achievements_v" USING btree ("created_at");
  CREATE INDEX "_achievements_v_updated_at_idx" ON "_achievements_v" USING btree ("updated_at");
  CREATE INDEX "_achievements_v_snapshot_idx" ON "_achievements_v" USING btree ("snapshot");
  CREATE INDEX "_achievements_v_published_locale_idx" ON "_achievements_v" USING btree ("published_locale");
  CREATE INDEX "_achievements_v_latest_idx" ON "_achievements_v" USING btree ("latest");
  CREATE INDEX "_achievements_v_version_version_source_idx" ON "_achievements_v_locales" USING btree ("version_source","_locale");
  CREATE UNIQUE INDEX "_achievements_v_locales_locale_parent_id_unique" ON "_achievements_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_achievements_v_rels_order_idx" ON "_achievements_v_rels" USING btree ("order");
  CREATE INDEX "_achievements_v_rels_parent_idx" ON "_achievements_v_rels" USING btree ("parent_id");
  CREATE INDEX "_achievements_v_rels_path_idx" ON "_achievements_v_rels" USING btree ("path");
  CREATE INDEX "_achievements_v_rels_practices_id_idx" ON "_achievements_v_rels" USING btree ("practices_id");
  CREATE INDEX "_achievements_v_rels_people_id_idx" ON "_achievements_v_rels" USING btree ("people_id");
  CREATE INDEX "publication_log_target_idx" ON "publication_log" USING btree ("target");
  CREATE INDEX "publication_log_document_id_idx" ON "publication_log" USING btree ("document_id");
  CREATE INDEX "publication_log_user_idx" ON "publication_log" USING btree ("user_id");
  CREATE INDEX "publication_log_updated_at_idx" ON "publication_log" USING btree ("updated_at");
  CREATE INDEX "publication_log_created_at_idx" ON "publication_log" USING btree ("created_at");
  ALTER TABLE "practices" ADD CONSTRAINT "practices_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "industry_sectors" ADD CONSTRAINT "industry_sectors_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "people" ADD CONSTRAINT "people_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "achievements" ADD CONSTRAINT "achievements_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_publication_log_fk" FOREIGN KEY ("publication_log_id") REFERENCES "public"."publication_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "practices_updated_by_idx" ON "practices" USING btree ("updated_by_id");
  CREATE INDEX "practices__status_idx" ON "practices" USING btree ("_status");
  CREATE INDEX "industry_sectors_updated_by_idx" ON "industry_sectors" USING btree ("updated_by_id");
  CREATE INDEX "industry_sectors__status_idx" ON "industry_sectors" USING btree ("_status");
  CREATE INDEX "people_updated_by_idx" ON "people" USING btree ("updated_by_id");
  CREATE INDEX "people__status_idx" ON "people" USING btree ("_status");
  CREATE INDEX "posts_updated_by_idx" ON "posts" USING btree ("updated_by_id");
  CREATE INDEX "_posts_v_version_version_updated_by_idx" ON "_posts_v" USING btree ("version_updated_by_id");
  CREATE INDEX "achievements_updated_by_idx" ON "achievements" USING btree ("updated_by_id");
  CREATE INDEX "achievements__status_idx" ON "achievements" USING btree ("_status");
  CREATE INDEX "pages_updated_by_idx" ON "pages" USING btree ("updated_by_id");
  CREATE INDEX "_pages_v_version_version_updated_by_idx" ON "_pages_v" USING btree ("version_updated_by_id");
  CREATE INDEX "payload_locked_documents_rels_publication_log_id_idx" ON "payload_locked_documents_rels" USING btree ("publication_log_id");`)
  // Existing documents were public before drafts existed: they stay published, with a first version.
  for (const table of NEWLY_DRAFTED_TABLES) {
    await db.execute(sql`UPDATE ${sql.identifier(table)} SET "_status" = 'published';`)
  }
  await createFirstVersions(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_practices_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_practices_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_practices_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_industry_sectors_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_industry_sectors_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_people_v_version_education" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_people_v_version_education_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_people_v_version_ratings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_people_v_version_ratings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_people_v_version_recognition" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_people_v_version_recognition_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_people_v_version_recent_experience" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_people_v_version_recent_experience_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_people_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_people_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_people_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_achievements_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_achievements_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_achievements_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "publication_log" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_practices_v" CASCADE;
  DROP TABLE "_practices_v_locales" CASCADE;
  DROP TABLE "_practices_v_rels" CASCADE;
  DROP TABLE "_industry_sectors_v" CASCADE;
  DROP TABLE "_industry_sectors_v_locales" CASCADE;
  DROP TABLE "_people_v_version_education" CASCADE;
  DROP TABLE "_people_v_version_education_locales" CASCADE;
  DROP TABLE "_people_v_version_ratings" CASCADE;
  DROP TABLE "_people_v_version_ratings_locales" CASCADE;
  DROP TABLE "_people_v_version_recognition" CASCADE;
  DROP TABLE "_people_v_version_recognition_locales" CASCADE;
  DROP TABLE "_people_v_version_recent_experience" CASCADE;
  DROP TABLE "_people_v_version_recent_experience_locales" CASCADE;
  DROP TABLE "_people_v" CASCADE;
  DROP TABLE "_people_v_locales" CASCADE;
  DROP TABLE "_people_v_rels" CASCADE;
  DROP TABLE "_achievements_v" CASCADE;
  DROP TABLE "_achievements_v_locales" CASCADE;
  DROP TABLE "_achievements_v_rels" CASCADE;
  DROP TABLE "publication_log" CASCADE;
  ALTER TABLE "practices" DROP CONSTRAINT "practices_updated_by_id_users_id_fk";
  
  ALTER TABLE "industry_sectors" DROP CONSTRAINT "industry_sectors_updated_by_id_users_id_fk";
  
  ALTER TABLE "people" DROP CONSTRAINT "people_updated_by_id_users_id_fk";
  
  ALTER TABLE "posts" DROP CONSTRAINT "posts_updated_by_id_users_id_fk";
  
  ALTER TABLE "_posts_v" DROP CONSTRAINT "_posts_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "achievements" DROP CONSTRAINT "achievements_updated_by_id_users_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_updated_by_id_users_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_publication_log_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyCallbackRequest', 'requeueCallbackNotifications', 'anonymiseCallbackRequests');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyCallbackRequest', 'requeueCallbackNotifications', 'anonymiseCallbackRequests');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "practices_updated_by_idx";
  DROP INDEX "practices__status_idx";
  DROP INDEX "industry_sectors_updated_by_idx";
  DROP INDEX "industry_sectors__status_idx";
  DROP INDEX "people_updated_by_idx";
  DROP INDEX "people__status_idx";
  DROP INDEX "posts_updated_by_idx";
  DROP INDEX "_posts_v_version_version_updated_by_idx";
  DROP INDEX "achievements_updated_by_idx";
  DROP INDEX "achievements__status_idx";
  DROP INDEX "pages_updated_by_idx";
  DROP INDEX "_pages_v_version_version_updated_by_idx";
  DROP INDEX "payload_locked_documents_rels_publication_log_id_idx";
  ALTER TABLE "practices_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "industry_sectors_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "people_education_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "people_ratings_locales" ALTER COLUMN "source" SET NOT NULL;
  ALTER TABLE "people_recognition_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "people_recent_experience_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "people" ALTER COLUMN "role" SET NOT NULL;
  ALTER TABLE "people_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "achievements" ALTER COLUMN "year" SET NOT NULL;
  ALTER TABLE "achievements_locales" ALTER COLUMN "source" SET NOT NULL;
  ALTER TABLE "achievements_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "practices" DROP COLUMN "updated_by_id";
  ALTER TABLE "practices" DROP COLUMN "_status";
  ALTER TABLE "industry_sectors" DROP COLUMN "updated_by_id";
  ALTER TABLE "industry_sectors" DROP COLUMN "_status";
  ALTER TABLE "people" DROP COLUMN "updated_by_id";
  ALTER TABLE "people" DROP COLUMN "_status";
  ALTER TABLE "posts" DROP COLUMN "updated_by_id";
  ALTER TABLE "_posts_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "achievements" DROP COLUMN "updated_by_id";
  ALTER TABLE "achievements" DROP COLUMN "_status";
  ALTER TABLE "pages" DROP COLUMN "updated_by_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "publication_log_id";
  DROP TYPE "public"."enum_practices_status";
  DROP TYPE "public"."enum__practices_v_version_status";
  DROP TYPE "public"."enum__practices_v_published_locale";
  DROP TYPE "public"."enum_industry_sectors_status";
  DROP TYPE "public"."enum__industry_sectors_v_version_status";
  DROP TYPE "public"."enum__industry_sectors_v_published_locale";
  DROP TYPE "public"."enum_people_status";
  DROP TYPE "public"."enum__people_v_version_role";
  DROP TYPE "public"."enum__people_v_version_status";
  DROP TYPE "public"."enum__people_v_published_locale";
  DROP TYPE "public"."enum_achievements_status";
  DROP TYPE "public"."enum__achievements_v_version_status";
  DROP TYPE "public"."enum__achievements_v_published_locale";
  DROP TYPE "public"."enum_publication_log_action";
  DROP TYPE "public"."enum_publication_log_target";`)
}
