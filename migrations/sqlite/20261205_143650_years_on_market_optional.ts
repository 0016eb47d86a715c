import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`figures_founded\` numeric DEFAULT 1991 NOT NULL,
  	\`figures_years_on_market\` numeric,
  	\`figures_lawyers\` numeric DEFAULT 80 NOT NULL,
  	\`figures_years_in_rankings\` numeric DEFAULT 20 NOT NULL,
  	\`figures_cases_per_year\` numeric DEFAULT 400 NOT NULL,
  	\`figures_published_works\` numeric DEFAULT 200 NOT NULL,
  	\`metrika_id\` text,
  	\`share_image_id\` integer,
  	\`privacy_policy_version\` text DEFAULT '1.0',
  	\`callback_email\` text,
  	\`callback_retention_days\` numeric DEFAULT 365,
  	\`alerts_weekday\` text DEFAULT '1',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site\`("id", "phone", "email", "figures_founded", "figures_years_on_market", "figures_lawyers", "figures_years_in_rankings", "figures_cases_per_year", "figures_published_works", "metrika_id", "share_image_id", "privacy_policy_version", "callback_email", "callback_retention_days", "alerts_weekday", "updated_at", "created_at") SELECT "id", "phone", "email", "figures_founded", "figures_years_on_market", "figures_lawyers", "figures_years_in_rankings", "figures_cases_per_year", "figures_published_works", "metrika_id", "share_image_id", "privacy_policy_version", "callback_email", "callback_retention_days", "alerts_weekday", "updated_at", "created_at" FROM \`site\`;`)
  await db.run(sql`DROP TABLE \`site\`;`)
  await db.run(sql`ALTER TABLE \`__new_site\` RENAME TO \`site\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`site_share_image_idx\` ON \`site\` (\`share_image_id\`);`)
  // 33 was the field's default, never a figure an editor chose: left empty, the site counts
  // the years from the founding year.
  await db.run(sql`UPDATE "site" SET "figures_years_on_market" = NULL WHERE "figures_years_on_market" = 33;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`UPDATE "site" SET "figures_years_on_market" = 33 WHERE "figures_years_on_market" IS NULL;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`figures_founded\` numeric DEFAULT 1991 NOT NULL,
  	\`figures_years_on_market\` numeric DEFAULT 33 NOT NULL,
  	\`figures_lawyers\` numeric DEFAULT 80 NOT NULL,
  	\`figures_years_in_rankings\` numeric DEFAULT 20 NOT NULL,
  	\`figures_cases_per_year\` numeric DEFAULT 400 NOT NULL,
  	\`figures_published_works\` numeric DEFAULT 200 NOT NULL,
  	\`metrika_id\` text,
  	\`share_image_id\` integer,
  	\`privacy_policy_version\` text DEFAULT '1.0',
  	\`callback_email\` text,
  	\`callback_retention_days\` numeric DEFAULT 365,
  	\`alerts_weekday\` text DEFAULT '1',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site\`("id", "phone", "email", "figures_founded", "figures_years_on_market", "figures_lawyers", "figures_years_in_rankings", "figures_cases_per_year", "figures_published_works", "metrika_id", "share_image_id", "privacy_policy_version", "callback_email", "callback_retention_days", "alerts_weekday", "updated_at", "created_at") SELECT "id", "phone", "email", "figures_founded", "figures_years_on_market", "figures_lawyers", "figures_years_in_rankings", "figures_cases_per_year", "figures_published_works", "metrika_id", "share_image_id", "privacy_policy_version", "callback_email", "callback_retention_days", "alerts_weekday", "updated_at", "created_at" FROM \`site\`;`)
  await db.run(sql`DROP TABLE \`site\`;`)
  await db.run(sql`ALTER TABLE \`__new_site\` RENAME TO \`site\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`site_share_image_idx\` ON \`site\` (\`share_image_id\`);`)
}
