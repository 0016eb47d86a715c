import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`home\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_primary_link\` text DEFAULT '/contacts' NOT NULL,
  	\`hero_secondary_link\` text DEFAULT '/practices' NOT NULL,
  	\`cta_button_link\` text DEFAULT '/contacts' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`home_locales\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`home_locales_locale_parent_id_unique\` ON \`home_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`posts_id\` integer,
  	\`achievements_id\` integer,
  	\`practices_id\` integer,
  	\`clients_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`achievements_id\`) REFERENCES \`achievements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`practices_id\`) REFERENCES \`practices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clients_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_rels_order_idx\` ON \`home_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_parent_idx\` ON \`home_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_path_idx\` ON \`home_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_posts_id_idx\` ON \`home_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_achievements_id_idx\` ON \`home_rels\` (\`achievements_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_practices_id_idx\` ON \`home_rels\` (\`practices_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_clients_id_idx\` ON \`home_rels\` (\`clients_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`home\`;`)
  await db.run(sql`DROP TABLE \`home_locales\`;`)
  await db.run(sql`DROP TABLE \`home_rels\`;`)
}
