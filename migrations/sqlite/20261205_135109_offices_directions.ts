import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`offices\` ADD \`map_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`offices_map_image_idx\` ON \`offices\` (\`map_image_id\`);`)
  await db.run(sql`ALTER TABLE \`offices_locales\` ADD \`directions\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_offices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`phone\` text,
  	\`email\` text,
  	\`url\` text,
  	\`location_lat\` numeric,
  	\`location_lng\` numeric,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_offices\`("id", "kind", "phone", "email", "url", "location_lat", "location_lng", "order", "updated_at", "created_at") SELECT "id", "kind", "phone", "email", "url", "location_lat", "location_lng", "order", "updated_at", "created_at" FROM \`offices\`;`)
  await db.run(sql`DROP TABLE \`offices\`;`)
  await db.run(sql`ALTER TABLE \`__new_offices\` RENAME TO \`offices\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`offices_kind_idx\` ON \`offices\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`offices_updated_at_idx\` ON \`offices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offices_created_at_idx\` ON \`offices\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`offices_locales\` DROP COLUMN \`directions\`;`)
}
