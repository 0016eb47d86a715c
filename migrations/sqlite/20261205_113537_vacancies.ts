import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`vacancies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hiring_status\` text DEFAULT 'open',
  	\`practice_id\` integer,
  	\`level\` text,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`practice_id\`) REFERENCES \`practices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`vacancies_hiring_status_idx\` ON \`vacancies\` (\`hiring_status\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_practice_idx\` ON \`vacancies\` (\`practice_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_updated_by_idx\` ON \`vacancies\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_updated_at_idx\` ON \`vacancies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_created_at_idx\` ON \`vacancies\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`vacancies__status_idx\` ON \`vacancies\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`vacancies_locales\` (
  	\`title\` text,
  	\`city\` text,
  	\`description\` text,
  	\`requirements\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`vacancies_locales_locale_parent_id_unique\` ON \`vacancies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_vacancies_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_hiring_status\` text DEFAULT 'open',
  	\`version_practice_id\` integer,
  	\`version_level\` text,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`vacancies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_practice_id\`) REFERENCES \`practices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_vacancies_v_parent_idx\` ON \`_vacancies_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_hiring_status_idx\` ON \`_vacancies_v\` (\`version_hiring_status\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_practice_idx\` ON \`_vacancies_v\` (\`version_practice_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_updated_by_idx\` ON \`_vacancies_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_updated_at_idx\` ON \`_vacancies_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_created_at_idx\` ON \`_vacancies_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version__status_idx\` ON \`_vacancies_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_created_at_idx\` ON \`_vacancies_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_updated_at_idx\` ON \`_vacancies_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_snapshot_idx\` ON \`_vacancies_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_published_locale_idx\` ON \`_vacancies_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_latest_idx\` ON \`_vacancies_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_vacancies_v_locales\` (
  	\`version_title\` text,
  	\`version_city\` text,
  	\`version_description\` text,
  	\`version_requirements\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_vacancies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_vacancies_v_locales_locale_parent_id_unique\` ON \`_vacancies_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`vacancies_id\` integer REFERENCES vacancies(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vacancies_id_idx\` ON \`payload_locked_documents_rels\` (\`vacancies_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`vacancies\`;`)
  await db.run(sql`DROP TABLE \`vacancies_locales\`;`)
  await db.run(sql`DROP TABLE \`_vacancies_v\`;`)
  await db.run(sql`DROP TABLE \`_vacancies_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`publication_log_id\` integer,
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
  	FOREIGN KEY (\`publication_log_id\`) REFERENCES \`publication_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "practices_id", "industry_sectors_id", "people_id", "posts_id", "achievements_id", "clients_id", "cases_id", "offices_id", "pro_bono_id", "pages_id", "redirects_id", "media_id", "callback_requests_id", "analytics_consents_id", "publication_log_id", "users_id") SELECT "id", "order", "parent_id", "path", "practices_id", "industry_sectors_id", "people_id", "posts_id", "achievements_id", "clients_id", "cases_id", "offices_id", "pro_bono_id", "pages_id", "redirects_id", "media_id", "callback_requests_id", "analytics_consents_id", "publication_log_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_publication_log_id_idx\` ON \`payload_locked_documents_rels\` (\`publication_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
