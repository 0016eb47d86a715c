import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { createFirstVersions, NEWLY_DRAFTED_TABLES } from '../publish-existing'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_practices_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_section_key\` text,
  	\`version_parent_id\` integer,
  	\`version_image_id\` integer,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`practices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`practices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_practices_v_parent_idx\` ON \`_practices_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_practices_v_version_version_section_key_idx\` ON \`_practices_v\` (\`version_section_key\`);`)
  await db.run(sql`CREATE INDEX \`_practices_v_version_version_parent_idx\` ON \`_practices_v\` (\`version_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_practices_v_version_version_image_idx\` ON \`_practices_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_practices_v_version_version_updated_by_idx\` ON \`_practices_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_practices_v_version_version_updated_at_idx\` ON \`_practices_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_practices_v_version_version_created_at_idx\` ON \`_practices_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_practices_v_version_version__status_idx\` ON \`_practices_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_practices_v_created_at_idx\` ON \`_practices_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_practices_v_updated_at_idx\` ON \`_practices_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_practices_v_snapshot_idx\` ON \`_practices_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_practices_v_published_locale_idx\` ON \`_practices_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_practices_v_latest_idx\` ON \`_practices_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_practices_v_locales\` (
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`version_card_value\` text,
  	\`version_card_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_practices_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_practices_v_version_version_slug_idx\` ON \`_practices_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_practices_v_locales_locale_parent_id_unique\` ON \`_practices_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_practices_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`industry_sectors_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_practices_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`industry_sectors_id\`) REFERENCES \`industry_sectors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_practices_v_rels_order_idx\` ON \`_practices_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_practices_v_rels_parent_idx\` ON \`_practices_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_practices_v_rels_path_idx\` ON \`_practices_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_practices_v_rels_industry_sectors_id_idx\` ON \`_practices_v_rels\` (\`industry_sectors_id\`);`)
  await db.run(sql`CREATE TABLE \`_industry_sectors_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_image_id\` integer,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`industry_sectors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_industry_sectors_v_parent_idx\` ON \`_industry_sectors_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_industry_sectors_v_version_version_image_idx\` ON \`_industry_sectors_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_industry_sectors_v_version_version_updated_by_idx\` ON \`_industry_sectors_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_industry_sectors_v_version_version_updated_at_idx\` ON \`_industry_sectors_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_industry_sectors_v_version_version_created_at_idx\` ON \`_industry_sectors_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_industry_sectors_v_version_version__status_idx\` ON \`_industry_sectors_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_industry_sectors_v_created_at_idx\` ON \`_industry_sectors_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_industry_sectors_v_updated_at_idx\` ON \`_industry_sectors_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_industry_sectors_v_snapshot_idx\` ON \`_industry_sectors_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_industry_sectors_v_published_locale_idx\` ON \`_industry_sectors_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_industry_sectors_v_latest_idx\` ON \`_industry_sectors_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_industry_sectors_v_locales\` (
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_industry_sectors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_industry_sectors_v_version_version_slug_idx\` ON \`_industry_sectors_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_industry_sectors_v_locales_locale_parent_id_unique\` ON \`_industry_sectors_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_people_v_version_education\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_people_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_people_v_version_education_order_idx\` ON \`_people_v_version_education\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_education_parent_id_idx\` ON \`_people_v_version_education\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_people_v_version_education_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_people_v_version_education\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_people_v_version_education_locales_locale_parent_id_unique\` ON \`_people_v_version_education_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_people_v_version_ratings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_people_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_people_v_version_ratings_order_idx\` ON \`_people_v_version_ratings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_ratings_parent_id_idx\` ON \`_people_v_version_ratings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_people_v_version_ratings_locales\` (
  	\`source\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_people_v_version_ratings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_people_v_version_ratings_locales_locale_parent_id_unique\` ON \`_people_v_version_ratings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_people_v_version_recognition\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_people_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_people_v_version_recognition_order_idx\` ON \`_people_v_version_recognition\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_recognition_parent_id_idx\` ON \`_people_v_version_recognition\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_people_v_version_recognition_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_people_v_version_recognition\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_people_v_version_recognition_locales_locale_parent_id_uniqu\` ON \`_people_v_version_recognition_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_people_v_version_recent_experience\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_people_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_people_v_version_recent_experience_order_idx\` ON \`_people_v_version_recent_experience\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_recent_experience_parent_id_idx\` ON \`_people_v_version_recent_experience\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_people_v_version_recent_experience_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_people_v_version_recent_experience\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_people_v_version_recent_experience_locales_locale_parent_id\` ON \`_people_v_version_recent_experience_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_people_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_role\` text,
  	\`version_photo_id\` integer,
  	\`version_contacts_email\` text,
  	\`version_contacts_phone\` text,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_people_v_parent_idx\` ON \`_people_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_role_idx\` ON \`_people_v\` (\`version_role\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_photo_idx\` ON \`_people_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_updated_by_idx\` ON \`_people_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_updated_at_idx\` ON \`_people_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_created_at_idx\` ON \`_people_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version__status_idx\` ON \`_people_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_created_at_idx\` ON \`_people_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_updated_at_idx\` ON \`_people_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_snapshot_idx\` ON \`_people_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_published_locale_idx\` ON \`_people_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_latest_idx\` ON \`_people_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_people_v_locales\` (
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_role_label\` text,
  	\`version_bio\` text,
  	\`version_qualification\` text,
  	\`version_languages\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_people_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_slug_idx\` ON \`_people_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_people_v_locales_locale_parent_id_unique\` ON \`_people_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_people_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`practices_id\` integer,
  	\`industry_sectors_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_people_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`practices_id\`) REFERENCES \`practices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`industry_sectors_id\`) REFERENCES \`industry_sectors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_people_v_rels_order_idx\` ON \`_people_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_rels_parent_idx\` ON \`_people_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_rels_path_idx\` ON \`_people_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_rels_practices_id_idx\` ON \`_people_v_rels\` (\`practices_id\`);`)
  await db.run(sql`CREATE INDEX \`_people_v_rels_industry_sectors_id_idx\` ON \`_people_v_rels\` (\`industry_sectors_id\`);`)
  await db.run(sql`CREATE TABLE \`_achievements_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_year\` numeric,
  	\`version_details_url\` text,
  	\`version_logo_id\` integer,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`achievements\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_achievements_v_parent_idx\` ON \`_achievements_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_version_version_year_idx\` ON \`_achievements_v\` (\`version_year\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_version_version_logo_idx\` ON \`_achievements_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_version_version_updated_by_idx\` ON \`_achievements_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_version_version_updated_at_idx\` ON \`_achievements_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_version_version_created_at_idx\` ON \`_achievements_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_version_version__status_idx\` ON \`_achievements_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_created_at_idx\` ON \`_achievements_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_updated_at_idx\` ON \`_achievements_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_snapshot_idx\` ON \`_achievements_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_published_locale_idx\` ON \`_achievements_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_latest_idx\` ON \`_achievements_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_achievements_v_locales\` (
  	\`version_source\` text,
  	\`version_title\` text,
  	\`version_text\` text,
  	\`version_sum\` text,
  	\`version_value\` text,
  	\`version_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_achievements_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_achievements_v_version_version_source_idx\` ON \`_achievements_v_locales\` (\`version_source\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_achievements_v_locales_locale_parent_id_unique\` ON \`_achievements_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_achievements_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`practices_id\` integer,
  	\`people_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_achievements_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`practices_id\`) REFERENCES \`practices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`people_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_achievements_v_rels_order_idx\` ON \`_achievements_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_rels_parent_idx\` ON \`_achievements_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_rels_path_idx\` ON \`_achievements_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_rels_practices_id_idx\` ON \`_achievements_v_rels\` (\`practices_id\`);`)
  await db.run(sql`CREATE INDEX \`_achievements_v_rels_people_id_idx\` ON \`_achievements_v_rels\` (\`people_id\`);`)
  await db.run(sql`CREATE TABLE \`publication_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`target\` text NOT NULL,
  	\`document_id\` numeric,
  	\`title\` text,
  	\`user_id\` integer,
  	\`user_email\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`publication_log_target_idx\` ON \`publication_log\` (\`target\`);`)
  await db.run(sql`CREATE INDEX \`publication_log_document_id_idx\` ON \`publication_log\` (\`document_id\`);`)
  await db.run(sql`CREATE INDEX \`publication_log_user_idx\` ON \`publication_log\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`publication_log_updated_at_idx\` ON \`publication_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`publication_log_created_at_idx\` ON \`publication_log\` (\`created_at\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_practices_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`card_value\` text,
  	\`card_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`practices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_practices_locales\`("title", "slug", "summary", "body", "card_value", "card_label", "id", "_locale", "_parent_id") SELECT "title", "slug", "summary", "body", "card_value", "card_label", "id", "_locale", "_parent_id" FROM \`practices_locales\`;`)
  await db.run(sql`DROP TABLE \`practices_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_practices_locales\` RENAME TO \`practices_locales\`;`)
  await db.run(sql`CREATE INDEX \`practices_slug_idx\` ON \`practices_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`practices_locales_locale_parent_id_unique\` ON \`practices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_industry_sectors_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`industry_sectors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_industry_sectors_locales\`("title", "slug", "summary", "body", "id", "_locale", "_parent_id") SELECT "title", "slug", "summary", "body", "id", "_locale", "_parent_id" FROM \`industry_sectors_locales\`;`)
  await db.run(sql`DROP TABLE \`industry_sectors_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_industry_sectors_locales\` RENAME TO \`industry_sectors_locales\`;`)
  await db.run(sql`CREATE INDEX \`industry_sectors_slug_idx\` ON \`industry_sectors_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`industry_sectors_locales_locale_parent_id_unique\` ON \`industry_sectors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_people_education_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`people_education\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_people_education_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`people_education_locales\`;`)
  await db.run(sql`DROP TABLE \`people_education_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_people_education_locales\` RENAME TO \`people_education_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`people_education_locales_locale_parent_id_unique\` ON \`people_education_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_people_ratings_locales\` (
  	\`source\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`people_ratings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_people_ratings_locales\`("source", "text", "id", "_locale", "_parent_id") SELECT "source", "text", "id", "_locale", "_parent_id" FROM \`people_ratings_locales\`;`)
  await db.run(sql`DROP TABLE \`people_ratings_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_people_ratings_locales\` RENAME TO \`people_ratings_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`people_ratings_locales_locale_parent_id_unique\` ON \`people_ratings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_people_recognition_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`people_recognition\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_people_recognition_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`people_recognition_locales\`;`)
  await db.run(sql`DROP TABLE \`people_recognition_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_people_recognition_locales\` RENAME TO \`people_recognition_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`people_recognition_locales_locale_parent_id_unique\` ON \`people_recognition_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_people_recent_experience_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`people_recent_experience\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_people_recent_experience_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`people_recent_experience_locales\`;`)
  await db.run(sql`DROP TABLE \`people_recent_experience_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_people_recent_experience_locales\` RENAME TO \`people_recent_experience_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`people_recent_experience_locales_locale_parent_id_unique\` ON \`people_recent_experience_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_people\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`role\` text,
  	\`photo_id\` integer,
  	\`contacts_email\` text,
  	\`contacts_phone\` text,
  	\`order\` numeric DEFAULT 100,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_people\`("id", "role", "photo_id", "contacts_email", "contacts_phone", "order", "updated_by_id", "updated_at", "created_at", "_status") SELECT "id", "role", "photo_id", "contacts_email", "contacts_phone", "order", NULL, "updated_at", "created_at", 'published' FROM \`people\`;`)
  await db.run(sql`DROP TABLE \`people\`;`)
  await db.run(sql`ALTER TABLE \`__new_people\` RENAME TO \`people\`;`)
  await db.run(sql`CREATE INDEX \`people_role_idx\` ON \`people\` (\`role\`);`)
  await db.run(sql`CREATE INDEX \`people_photo_idx\` ON \`people\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`people_updated_by_idx\` ON \`people\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`people_updated_at_idx\` ON \`people\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`people_created_at_idx\` ON \`people\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`people__status_idx\` ON \`people\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_people_locales\` (
  	\`name\` text,
  	\`slug\` text,
  	\`role_label\` text,
  	\`bio\` text,
  	\`qualification\` text,
  	\`languages\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_people_locales\`("name", "slug", "role_label", "bio", "qualification", "languages", "id", "_locale", "_parent_id") SELECT "name", "slug", "role_label", "bio", "qualification", "languages", "id", "_locale", "_parent_id" FROM \`people_locales\`;`)
  await db.run(sql`DROP TABLE \`people_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_people_locales\` RENAME TO \`people_locales\`;`)
  await db.run(sql`CREATE INDEX \`people_slug_idx\` ON \`people_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`people_locales_locale_parent_id_unique\` ON \`people_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_achievements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` numeric,
  	\`details_url\` text,
  	\`logo_id\` integer,
  	\`order\` numeric DEFAULT 100,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_achievements\`("id", "year", "details_url", "logo_id", "order", "updated_by_id", "updated_at", "created_at", "_status") SELECT "id", "year", "details_url", "logo_id", "order", NULL, "updated_at", "created_at", 'published' FROM \`achievements\`;`)
  await db.run(sql`DROP TABLE \`achievements\`;`)
  await db.run(sql`ALTER TABLE \`__new_achievements\` RENAME TO \`achievements\`;`)
  await db.run(sql`CREATE INDEX \`achievements_year_idx\` ON \`achievements\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`achievements_logo_idx\` ON \`achievements\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`achievements_updated_by_idx\` ON \`achievements\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`achievements_updated_at_idx\` ON \`achievements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`achievements_created_at_idx\` ON \`achievements\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`achievements__status_idx\` ON \`achievements\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_achievements_locales\` (
  	\`source\` text,
  	\`title\` text,
  	\`text\` text,
  	\`sum\` text,
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`achievements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_achievements_locales\`("source", "title", "text", "sum", "value", "label", "id", "_locale", "_parent_id") SELECT "source", "title", "text", "sum", "value", "label", "id", "_locale", "_parent_id" FROM \`achievements_locales\`;`)
  await db.run(sql`DROP TABLE \`achievements_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_achievements_locales\` RENAME TO \`achievements_locales\`;`)
  await db.run(sql`CREATE INDEX \`achievements_source_idx\` ON \`achievements_locales\` (\`source\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`achievements_locales_locale_parent_id_unique\` ON \`achievements_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`ALTER TABLE \`practices\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`practices\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`practices_updated_by_idx\` ON \`practices\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`practices__status_idx\` ON \`practices\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`industry_sectors\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`industry_sectors\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`industry_sectors_updated_by_idx\` ON \`industry_sectors\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`industry_sectors__status_idx\` ON \`industry_sectors\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`posts_updated_by_idx\` ON \`posts\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_updated_by_idx\` ON \`_posts_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`pages_updated_by_idx\` ON \`pages\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_by_idx\` ON \`_pages_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`publication_log_id\` integer REFERENCES publication_log(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_publication_log_id_idx\` ON \`payload_locked_documents_rels\` (\`publication_log_id\`);`)
  // Existing documents were public before drafts existed: they stay published, with a first version.
  for (const table of NEWLY_DRAFTED_TABLES) {
    await db.run(sql`UPDATE ${sql.identifier(table)} SET \`_status\` = 'published';`)
  }
  await createFirstVersions(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_practices_v\`;`)
  await db.run(sql`DROP TABLE \`_practices_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_practices_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_industry_sectors_v\`;`)
  await db.run(sql`DROP TABLE \`_industry_sectors_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_people_v_version_education\`;`)
  await db.run(sql`DROP TABLE \`_people_v_version_education_locales\`;`)
  await db.run(sql`DROP TABLE \`_people_v_version_ratings\`;`)
  await db.run(sql`DROP TABLE \`_people_v_version_ratings_locales\`;`)
  await db.run(sql`DROP TABLE \`_people_v_version_recognition\`;`)
  await db.run(sql`DROP TABLE \`_people_v_version_recognition_locales\`;`)
  await db.run(sql`DROP TABLE \`_people_v_version_recent_experience\`;`)
  await db.run(sql`DROP TABLE \`_people_v_version_recent_experience_locales\`;`)
  await db.run(sql`DROP TABLE \`_people_v\`;`)
  await db.run(sql`DROP TABLE \`_people_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_people_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_achievements_v\`;`)
  await db.run(sql`DROP TABLE \`_achievements_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_achievements_v_rels\`;`)
  await db.run(sql`DROP TABLE \`publication_log\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_practices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`section_key\` text,
  	\`parent_id\` integer,
  	\`image_id\` integer,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`practices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_practices\`("id", "section_key", "parent_id", "image_id", "order", "updated_at", "created_at") SELECT "id", "section_key", "parent_id", "image_id", "order", "updated_at", "created_at" FROM \`practices\`;`)
  await db.run(sql`DROP TABLE \`practices\`;`)
  await db.run(sql`ALTER TABLE \`__new_practices\` RENAME TO \`practices\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`practices_section_key_idx\` ON \`practices\` (\`section_key\`);`)
  await db.run(sql`CREATE INDEX \`practices_parent_idx\` ON \`practices\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`practices_image_idx\` ON \`practices\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`practices_updated_at_idx\` ON \`practices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`practices_created_at_idx\` ON \`practices\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_industry_sectors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_industry_sectors\`("id", "image_id", "order", "updated_at", "created_at") SELECT "id", "image_id", "order", "updated_at", "created_at" FROM \`industry_sectors\`;`)
  await db.run(sql`DROP TABLE \`industry_sectors\`;`)
  await db.run(sql`ALTER TABLE \`__new_industry_sectors\` RENAME TO \`industry_sectors\`;`)
  await db.run(sql`CREATE INDEX \`industry_sectors_image_idx\` ON \`industry_sectors\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`industry_sectors_updated_at_idx\` ON \`industry_sectors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`industry_sectors_created_at_idx\` ON \`industry_sectors\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_people\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`role\` text NOT NULL,
  	\`photo_id\` integer,
  	\`contacts_email\` text,
  	\`contacts_phone\` text,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_people\`("id", "role", "photo_id", "contacts_email", "contacts_phone", "order", "updated_at", "created_at") SELECT "id", "role", "photo_id", "contacts_email", "contacts_phone", "order", "updated_at", "created_at" FROM \`people\`;`)
  await db.run(sql`DROP TABLE \`people\`;`)
  await db.run(sql`ALTER TABLE \`__new_people\` RENAME TO \`people\`;`)
  await db.run(sql`CREATE INDEX \`people_role_idx\` ON \`people\` (\`role\`);`)
  await db.run(sql`CREATE INDEX \`people_photo_idx\` ON \`people\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`people_updated_at_idx\` ON \`people\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`people_created_at_idx\` ON \`people\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text,
  	\`published_at\` text,
  	\`event_starts_at\` text,
  	\`event_ends_at\` text,
  	\`image_id\` integer,
  	\`source_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts\`("id", "type", "published_at", "event_starts_at", "event_ends_at", "image_id", "source_url", "updated_at", "created_at", "_status") SELECT "id", "type", "published_at", "event_starts_at", "event_ends_at", "image_id", "source_url", "updated_at", "created_at", "_status" FROM \`posts\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts\` RENAME TO \`posts\`;`)
  await db.run(sql`CREATE INDEX \`posts_type_idx\` ON \`posts\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`posts_published_at_idx\` ON \`posts\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_image_idx\` ON \`posts\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_type\` text,
  	\`version_published_at\` text,
  	\`version_event_starts_at\` text,
  	\`version_event_ends_at\` text,
  	\`version_image_id\` integer,
  	\`version_source_url\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__posts_v\`("id", "parent_id", "version_type", "version_published_at", "version_event_starts_at", "version_event_ends_at", "version_image_id", "version_source_url", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_type", "version_published_at", "version_event_starts_at", "version_event_ends_at", "version_image_id", "version_source_url", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_posts_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__posts_v\` RENAME TO \`_posts_v\`;`)
  await db.run(sql`CREATE INDEX \`_posts_v_parent_idx\` ON \`_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_type_idx\` ON \`_posts_v\` (\`version_type\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_published_at_idx\` ON \`_posts_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_image_idx\` ON \`_posts_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_updated_at_idx\` ON \`_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_created_at_idx\` ON \`_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version__status_idx\` ON \`_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_created_at_idx\` ON \`_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_updated_at_idx\` ON \`_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_snapshot_idx\` ON \`_posts_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_published_locale_idx\` ON \`_posts_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_latest_idx\` ON \`_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_achievements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`details_url\` text,
  	\`logo_id\` integer,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_achievements\`("id", "year", "details_url", "logo_id", "order", "updated_at", "created_at") SELECT "id", "year", "details_url", "logo_id", "order", "updated_at", "created_at" FROM \`achievements\`;`)
  await db.run(sql`DROP TABLE \`achievements\`;`)
  await db.run(sql`ALTER TABLE \`__new_achievements\` RENAME TO \`achievements\`;`)
  await db.run(sql`CREATE INDEX \`achievements_year_idx\` ON \`achievements\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`achievements_logo_idx\` ON \`achievements\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`achievements_updated_at_idx\` ON \`achievements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`achievements_created_at_idx\` ON \`achievements\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`hidden\` integer DEFAULT false,
  	\`version\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "key", "hidden", "version", "updated_at", "created_at", "_status") SELECT "id", "key", "hidden", "version", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_key_idx\` ON \`pages\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_key\` text,
  	\`version_hidden\` integer DEFAULT false,
  	\`version_version\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_key", "version_hidden", "version_version", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_key", "version_hidden", "version_version", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_key_idx\` ON \`_pages_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`practices_id\` integer,
  	\`industry_sectors_id\` integer,
  	\`people_id\` integer,
  	\`posts_id\` integer,
  	\`achievements_id\` integer,
  	\`clients_id\` integer,
  	\`cases_id\` integer,
  	\`offices_id\` integer,
  	\`pro_bono_id\` integer,
  	\`pages_id\` integer,
  	\`redirects_id\` integer,
  	\`media_id\` integer,
  	\`callback_requests_id\` integer,
  	\`analytics_consents_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`practices_id\`) REFERENCES \`practices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`industry_sectors_id\`) REFERENCES \`industry_sectors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`people_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`achievements_id\`) REFERENCES \`achievements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clients_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cases_id\`) REFERENCES \`cases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offices_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pro_bono_id\`) REFERENCES \`pro_bono\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`callback_requests_id\`) REFERENCES \`callback_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`analytics_consents_id\`) REFERENCES \`analytics_consents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "practices_id", "industry_sectors_id", "people_id", "posts_id", "achievements_id", "clients_id", "cases_id", "offices_id", "pro_bono_id", "pages_id", "redirects_id", "media_id", "callback_requests_id", "analytics_consents_id", "users_id") SELECT "id", "order", "parent_id", "path", "practices_id", "industry_sectors_id", "people_id", "posts_id", "achievements_id", "clients_id", "cases_id", "offices_id", "pro_bono_id", "pages_id", "redirects_id", "media_id", "callback_requests_id", "analytics_consents_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_practices_id_idx\` ON \`payload_locked_documents_rels\` (\`practices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_industry_sectors_id_idx\` ON \`payload_locked_documents_rels\` (\`industry_sectors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_people_id_idx\` ON \`payload_locked_documents_rels\` (\`people_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_achievements_id_idx\` ON \`payload_locked_documents_rels\` (\`achievements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_clients_id_idx\` ON \`payload_locked_documents_rels\` (\`clients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cases_id_idx\` ON \`payload_locked_documents_rels\` (\`cases_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offices_id_idx\` ON \`payload_locked_documents_rels\` (\`offices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pro_bono_id_idx\` ON \`payload_locked_documents_rels\` (\`pro_bono_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_callback_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`callback_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_analytics_consents_id_idx\` ON \`payload_locked_documents_rels\` (\`analytics_consents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_practices_locales\` (
  	\`title\` text NOT NULL,
  	\`slug\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`card_value\` text,
  	\`card_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`practices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_practices_locales\`("title", "slug", "summary", "body", "card_value", "card_label", "id", "_locale", "_parent_id") SELECT "title", "slug", "summary", "body", "card_value", "card_label", "id", "_locale", "_parent_id" FROM \`practices_locales\`;`)
  await db.run(sql`DROP TABLE \`practices_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_practices_locales\` RENAME TO \`practices_locales\`;`)
  await db.run(sql`CREATE INDEX \`practices_slug_idx\` ON \`practices_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`practices_locales_locale_parent_id_unique\` ON \`practices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_industry_sectors_locales\` (
  	\`title\` text NOT NULL,
  	\`slug\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`industry_sectors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_industry_sectors_locales\`("title", "slug", "summary", "body", "id", "_locale", "_parent_id") SELECT "title", "slug", "summary", "body", "id", "_locale", "_parent_id" FROM \`industry_sectors_locales\`;`)
  await db.run(sql`DROP TABLE \`industry_sectors_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_industry_sectors_locales\` RENAME TO \`industry_sectors_locales\`;`)
  await db.run(sql`CREATE INDEX \`industry_sectors_slug_idx\` ON \`industry_sectors_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`industry_sectors_locales_locale_parent_id_unique\` ON \`industry_sectors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_people_education_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`people_education\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_people_education_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`people_education_locales\`;`)
  await db.run(sql`DROP TABLE \`people_education_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_people_education_locales\` RENAME TO \`people_education_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`people_education_locales_locale_parent_id_unique\` ON \`people_education_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_people_ratings_locales\` (
  	\`source\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`people_ratings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_people_ratings_locales\`("source", "text", "id", "_locale", "_parent_id") SELECT "source", "text", "id", "_locale", "_parent_id" FROM \`people_ratings_locales\`;`)
  await db.run(sql`DROP TABLE \`people_ratings_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_people_ratings_locales\` RENAME TO \`people_ratings_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`people_ratings_locales_locale_parent_id_unique\` ON \`people_ratings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_people_recognition_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`people_recognition\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_people_recognition_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`people_recognition_locales\`;`)
  await db.run(sql`DROP TABLE \`people_recognition_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_people_recognition_locales\` RENAME TO \`people_recognition_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`people_recognition_locales_locale_parent_id_unique\` ON \`people_recognition_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_people_recent_experience_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`people_recent_experience\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_people_recent_experience_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`people_recent_experience_locales\`;`)
  await db.run(sql`DROP TABLE \`people_recent_experience_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_people_recent_experience_locales\` RENAME TO \`people_recent_experience_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`people_recent_experience_locales_locale_parent_id_unique\` ON \`people_recent_experience_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_people_locales\` (
  	\`name\` text NOT NULL,
  	\`slug\` text,
  	\`role_label\` text,
  	\`bio\` text,
  	\`qualification\` text,
  	\`languages\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_people_locales\`("name", "slug", "role_label", "bio", "qualification", "languages", "id", "_locale", "_parent_id") SELECT "name", "slug", "role_label", "bio", "qualification", "languages", "id", "_locale", "_parent_id" FROM \`people_locales\`;`)
  await db.run(sql`DROP TABLE \`people_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_people_locales\` RENAME TO \`people_locales\`;`)
  await db.run(sql`CREATE INDEX \`people_slug_idx\` ON \`people_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`people_locales_locale_parent_id_unique\` ON \`people_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_achievements_locales\` (
  	\`source\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`sum\` text,
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`achievements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_achievements_locales\`("source", "title", "text", "sum", "value", "label", "id", "_locale", "_parent_id") SELECT "source", "title", "text", "sum", "value", "label", "id", "_locale", "_parent_id" FROM \`achievements_locales\`;`)
  await db.run(sql`DROP TABLE \`achievements_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_achievements_locales\` RENAME TO \`achievements_locales\`;`)
  await db.run(sql`CREATE INDEX \`achievements_source_idx\` ON \`achievements_locales\` (\`source\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`achievements_locales_locale_parent_id_unique\` ON \`achievements_locales\` (\`_locale\`,\`_parent_id\`);`)
}
