import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`practices_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`practices_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`practices_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`practices_meta_meta_image_idx\` ON \`practices_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_practices_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_practices_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_practices_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_practices_v_version_meta_version_meta_image_idx\` ON \`_practices_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`industry_sectors_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`industry_sectors_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`industry_sectors_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`industry_sectors_meta_meta_image_idx\` ON \`industry_sectors_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_industry_sectors_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_industry_sectors_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_industry_sectors_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_industry_sectors_v_version_meta_version_meta_image_idx\` ON \`_industry_sectors_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`people_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`people_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`people_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`people_meta_meta_image_idx\` ON \`people_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_people_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_people_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_people_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_people_v_version_meta_version_meta_image_idx\` ON \`_people_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`posts_meta_meta_image_idx\` ON \`posts_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_meta_version_meta_image_idx\` ON \`_posts_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`home_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`home_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`home_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`home_meta_meta_image_idx\` ON \`home_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_home_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_meta_version_meta_image_idx\` ON \`_home_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
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
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`practices_slug_idx\` ON \`practices_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`practices_locales_locale_parent_id_unique\` ON \`practices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__practices_v_locales\` (
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
  await db.run(sql`INSERT INTO \`__new__practices_v_locales\`("version_title", "version_slug", "version_summary", "version_body", "version_card_value", "version_card_label", "id", "_locale", "_parent_id") SELECT "version_title", "version_slug", "version_summary", "version_body", "version_card_value", "version_card_label", "id", "_locale", "_parent_id" FROM \`_practices_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_practices_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__practices_v_locales\` RENAME TO \`_practices_v_locales\`;`)
  await db.run(sql`CREATE INDEX \`_practices_v_version_version_slug_idx\` ON \`_practices_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_practices_v_locales_locale_parent_id_unique\` ON \`_practices_v_locales\` (\`_locale\`,\`_parent_id\`);`)
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
  await db.run(sql`CREATE TABLE \`__new__industry_sectors_v_locales\` (
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
  await db.run(sql`INSERT INTO \`__new__industry_sectors_v_locales\`("version_title", "version_slug", "version_summary", "version_body", "id", "_locale", "_parent_id") SELECT "version_title", "version_slug", "version_summary", "version_body", "id", "_locale", "_parent_id" FROM \`_industry_sectors_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_industry_sectors_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__industry_sectors_v_locales\` RENAME TO \`_industry_sectors_v_locales\`;`)
  await db.run(sql`CREATE INDEX \`_industry_sectors_v_version_version_slug_idx\` ON \`_industry_sectors_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_industry_sectors_v_locales_locale_parent_id_unique\` ON \`_industry_sectors_v_locales\` (\`_locale\`,\`_parent_id\`);`)
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
  await db.run(sql`CREATE TABLE \`__new__people_v_locales\` (
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
  await db.run(sql`INSERT INTO \`__new__people_v_locales\`("version_name", "version_slug", "version_role_label", "version_bio", "version_qualification", "version_languages", "id", "_locale", "_parent_id") SELECT "version_name", "version_slug", "version_role_label", "version_bio", "version_qualification", "version_languages", "id", "_locale", "_parent_id" FROM \`_people_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_people_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__people_v_locales\` RENAME TO \`_people_v_locales\`;`)
  await db.run(sql`CREATE INDEX \`_people_v_version_version_slug_idx\` ON \`_people_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_people_v_locales_locale_parent_id_unique\` ON \`_people_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`event_place\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts_locales\`("title", "slug", "event_place", "summary", "body", "id", "_locale", "_parent_id") SELECT "title", "slug", "event_place", "summary", "body", "id", "_locale", "_parent_id" FROM \`posts_locales\`;`)
  await db.run(sql`DROP TABLE \`posts_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_locales\` RENAME TO \`posts_locales\`;`)
  await db.run(sql`CREATE INDEX \`posts_slug_idx\` ON \`posts_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_locales_locale_parent_id_unique\` ON \`posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__posts_v_locales\` (
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_event_place\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__posts_v_locales\`("version_title", "version_slug", "version_event_place", "version_summary", "version_body", "id", "_locale", "_parent_id") SELECT "version_title", "version_slug", "version_event_place", "version_summary", "version_body", "id", "_locale", "_parent_id" FROM \`_posts_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__posts_v_locales\` RENAME TO \`_posts_v_locales\`;`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_slug_idx\` ON \`_posts_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_posts_v_locales_locale_parent_id_unique\` ON \`_posts_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_locales\`("title", "slug", "summary", "body", "id", "_locale", "_parent_id") SELECT "title", "slug", "summary", "body", "id", "_locale", "_parent_id" FROM \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_locales\` RENAME TO \`pages_locales\`;`)
  await db.run(sql`CREATE INDEX \`pages_slug_idx\` ON \`pages_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_locales\` (
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_locales\`("version_title", "version_slug", "version_summary", "version_body", "id", "_locale", "_parent_id") SELECT "version_title", "version_slug", "version_summary", "version_body", "id", "_locale", "_parent_id" FROM \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_locales\` RENAME TO \`_pages_v_locales\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_locales\` (
  	\`hero_eyebrow\` text,
  	\`hero_heading\` text,
  	\`hero_lead\` text,
  	\`hero_primary_label\` text,
  	\`hero_secondary_label\` text,
  	\`hero_figures_years_on_market\` text,
  	\`hero_figures_lawyers\` text,
  	\`hero_figures_years_in_rankings\` text,
  	\`hero_figures_cases_per_year\` text,
  	\`hero_figures_published_works\` text,
  	\`sections_practices\` text,
  	\`sections_all_practices\` text,
  	\`sections_sectors\` text,
  	\`sections_all_sectors\` text,
  	\`sections_achievements\` text,
  	\`sections_all_achievements\` text,
  	\`sections_projects\` text,
  	\`sections_news\` text,
  	\`sections_all_news\` text,
  	\`sections_partners\` text,
  	\`sections_all_team\` text,
  	\`sections_clients\` text,
  	\`cta_title\` text,
  	\`cta_text\` text,
  	\`cta_button_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_locales\`("hero_eyebrow", "hero_heading", "hero_lead", "hero_primary_label", "hero_secondary_label", "hero_figures_years_on_market", "hero_figures_lawyers", "hero_figures_years_in_rankings", "hero_figures_cases_per_year", "hero_figures_published_works", "sections_practices", "sections_all_practices", "sections_sectors", "sections_all_sectors", "sections_achievements", "sections_all_achievements", "sections_projects", "sections_news", "sections_all_news", "sections_partners", "sections_all_team", "sections_clients", "cta_title", "cta_text", "cta_button_label", "id", "_locale", "_parent_id") SELECT "hero_eyebrow", "hero_heading", "hero_lead", "hero_primary_label", "hero_secondary_label", "hero_figures_years_on_market", "hero_figures_lawyers", "hero_figures_years_in_rankings", "hero_figures_cases_per_year", "hero_figures_published_works", "sections_practices", "sections_all_practices", "sections_sectors", "sections_all_sectors", "sections_achievements", "sections_all_achievements", "sections_projects", "sections_news", "sections_all_news", "sections_partners", "sections_all_team", "sections_clients", "cta_title", "cta_text", "cta_button_label", "id", "_locale", "_parent_id" FROM \`home_locales\`;`)
  await db.run(sql`DROP TABLE \`home_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_locales\` RENAME TO \`home_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_locales_locale_parent_id_unique\` ON \`home_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_locales\` (
  	\`version_hero_eyebrow\` text,
  	\`version_hero_heading\` text,
  	\`version_hero_lead\` text,
  	\`version_hero_primary_label\` text,
  	\`version_hero_secondary_label\` text,
  	\`version_hero_figures_years_on_market\` text,
  	\`version_hero_figures_lawyers\` text,
  	\`version_hero_figures_years_in_rankings\` text,
  	\`version_hero_figures_cases_per_year\` text,
  	\`version_hero_figures_published_works\` text,
  	\`version_sections_practices\` text,
  	\`version_sections_all_practices\` text,
  	\`version_sections_sectors\` text,
  	\`version_sections_all_sectors\` text,
  	\`version_sections_achievements\` text,
  	\`version_sections_all_achievements\` text,
  	\`version_sections_projects\` text,
  	\`version_sections_news\` text,
  	\`version_sections_all_news\` text,
  	\`version_sections_partners\` text,
  	\`version_sections_all_team\` text,
  	\`version_sections_clients\` text,
  	\`version_cta_title\` text,
  	\`version_cta_text\` text,
  	\`version_cta_button_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_locales\`("version_hero_eyebrow", "version_hero_heading", "version_hero_lead", "version_hero_primary_label", "version_hero_secondary_label", "version_hero_figures_years_on_market", "version_hero_figures_lawyers", "version_hero_figures_years_in_rankings", "version_hero_figures_cases_per_year", "version_hero_figures_published_works", "version_sections_practices", "version_sections_all_practices", "version_sections_sectors", "version_sections_all_sectors", "version_sections_achievements", "version_sections_all_achievements", "version_sections_projects", "version_sections_news", "version_sections_all_news", "version_sections_partners", "version_sections_all_team", "version_sections_clients", "version_cta_title", "version_cta_text", "version_cta_button_label", "id", "_locale", "_parent_id") SELECT "version_hero_eyebrow", "version_hero_heading", "version_hero_lead", "version_hero_primary_label", "version_hero_secondary_label", "version_hero_figures_years_on_market", "version_hero_figures_lawyers", "version_hero_figures_years_in_rankings", "version_hero_figures_cases_per_year", "version_hero_figures_published_works", "version_sections_practices", "version_sections_all_practices", "version_sections_sectors", "version_sections_all_sectors", "version_sections_achievements", "version_sections_all_achievements", "version_sections_projects", "version_sections_news", "version_sections_all_news", "version_sections_partners", "version_sections_all_team", "version_sections_clients", "version_cta_title", "version_cta_text", "version_cta_button_label", "id", "_locale", "_parent_id" FROM \`_home_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_locales\` RENAME TO \`_home_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_locales_locale_parent_id_unique\` ON \`_home_v_locales\` (\`_locale\`,\`_parent_id\`);`)
}
