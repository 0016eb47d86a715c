import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`page_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`page_texts_locales\` (
  	\`news_intro\` text,
  	\`practices_intro\` text,
  	\`practices_cta_title\` text,
  	\`practices_cta_text\` text,
  	\`practices_cta_button\` text,
  	\`sectors_intro\` text,
  	\`team_intro\` text,
  	\`achievements_intro\` text,
  	\`contacts_intro\` text,
  	\`contacts_callback_title\` text,
  	\`contacts_callback_intro\` text,
  	\`contacts_callback_success\` text,
  	\`contacts_other_ways\` text,
  	\`collegium_achievement_button\` text,
  	\`figures_years_on_market\` text,
  	\`figures_lawyers\` text,
  	\`figures_years_in_rankings\` text,
  	\`figures_cases_per_year\` text,
  	\`figures_published_works\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_texts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_texts_locales_locale_parent_id_unique\` ON \`page_texts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`offices_locales\` ADD \`hours\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`page_texts\`;`)
  await db.run(sql`DROP TABLE \`page_texts_locales\`;`)
  await db.run(sql`ALTER TABLE \`offices_locales\` DROP COLUMN \`hours\`;`)
}
