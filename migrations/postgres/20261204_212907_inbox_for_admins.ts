import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Callback requests became the inbox role's alone. Every admin saw them until now, so existing
 * admins get the role (someone must still see them after the upgrade); editors do not. Apart from
 * the migration that adds the value to the enum: PostgreSQL refuses a new enum value in the
 * transaction that added it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  INSERT INTO "users_roles" ("order", "parent_id", "value")
  SELECT (SELECT MAX(o."order") FROM "users_roles" o WHERE o."parent_id" = r."parent_id") + 1,
    r."parent_id", 'inbox'
  FROM "users_roles" r
  WHERE r."value" = 'admin'
    AND NOT EXISTS (
      SELECT 1 FROM "users_roles" i WHERE i."parent_id" = r."parent_id" AND i."value" = 'inbox'
    );`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The role stays until the enum loses it (callback_inbox_role's down).
}
