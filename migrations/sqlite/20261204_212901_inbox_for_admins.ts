import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Callback requests became the inbox role's alone. Every admin saw them until now, so existing
 * admins get the role (someone must still see them after the upgrade); editors do not.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`INSERT INTO \`users_roles\` (\`order\`, \`parent_id\`, \`value\`)
  SELECT (SELECT MAX(o.\`order\`) FROM \`users_roles\` o WHERE o.\`parent_id\` = r.\`parent_id\`) + 1,
    r.\`parent_id\`, 'inbox'
  FROM \`users_roles\` r
  WHERE r.\`value\` = 'admin'
    AND NOT EXISTS (
      SELECT 1 FROM \`users_roles\` i WHERE i.\`parent_id\` = r.\`parent_id\` AND i.\`value\` = 'inbox'
    );`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The role stays: which admins had it before cannot be told apart from those given it here.
}
