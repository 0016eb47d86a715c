import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

/**
 * Changes nothing: its snapshot (the .json beside it) is the schema after the four migrations of
 * 2026-11-26 09:5x, which were made side by side from the same base and each hold only their own
 * part. The next `npm run migrate:create` compares the content model with this file's snapshot.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
