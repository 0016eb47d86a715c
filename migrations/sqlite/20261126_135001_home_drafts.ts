import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { createFirstHomeVersion } from '../publish-existing'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_home_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_hero_primary_link\` text DEFAULT '/contacts',
  	\`version_hero_secondary_link\` text DEFAULT '/practices',
  	\`version_cta_button_link\` text DEFAULT '/contacts',
  	\`version_updated_by_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_version_version_updated_by_idx\` ON \`_home_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version__status_idx\` ON \`_home_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_created_at_idx\` ON \`_home_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_updated_at_idx\` ON \`_home_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_snapshot_idx\` ON \`_home_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_published_locale_idx\` ON \`_home_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_latest_idx\` ON \`_home_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_locales\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_locales_locale_parent_id_unique\` ON \`_home_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`posts_id\` integer,
  	\`achievements_id\` integer,
  	\`practices_id\` integer,
  	\`clients_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`achievements_id\`) REFERENCES \`achievements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`practices_id\`) REFERENCES \`practices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clients_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_rels_order_idx\` ON \`_home_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_parent_idx\` ON \`_home_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_path_idx\` ON \`_home_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_posts_id_idx\` ON \`_home_v_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_achievements_id_idx\` ON \`_home_v_rels\` (\`achievements_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_practices_id_idx\` ON \`_home_v_rels\` (\`practices_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_clients_id_idx\` ON \`_home_v_rels\` (\`clients_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_home\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_primary_link\` text DEFAULT '/contacts',
  	\`hero_secondary_link\` text DEFAULT '/practices',
  	\`cta_button_link\` text DEFAULT '/contacts',
  	\`updated_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home\`("id", "hero_primary_link", "hero_secondary_link", "cta_button_link", "updated_by_id", "_status", "updated_at", "created_at") SELECT "id", "hero_primary_link", "hero_secondary_link", "cta_button_link", NULL, 'published', "updated_at", "created_at" FROM \`home\`;`)
  await db.run(sql`DROP TABLE \`home\`;`)
  await db.run(sql`ALTER TABLE \`__new_home\` RENAME TO \`home\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`home_updated_by_idx\` ON \`home\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`home__status_idx\` ON \`home\` (\`_status\`);`)
  // The copy above (edited: the generated one selected the new columns from the old table, which
  // SQLite reads as strings) keeps the existing row as the published home page; its first version:
  await createFirstHomeVersion(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_home_v\`;`)
  await db.run(sql`DROP TABLE \`_home_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_home\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_primary_link\` text DEFAULT '/contacts' NOT NULL,
  	\`hero_secondary_link\` text DEFAULT '/practices' NOT NULL,
  	\`cta_button_link\` text DEFAULT '/contacts' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home\`("id", "hero_primary_link", "hero_secondary_link", "cta_button_link", "updated_at", "created_at") SELECT "id", "hero_primary_link", "hero_secondary_link", "cta_button_link", "updated_at", "created_at" FROM \`home\`;`)
  await db.run(sql`DROP TABLE \`home\`;`)
  await db.run(sql`ALTER TABLE \`__new_home\` RENAME TO \`home\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
