import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site" ALTER COLUMN "figures_years_on_market" DROP DEFAULT;
  ALTER TABLE "site" ALTER COLUMN "figures_years_on_market" DROP NOT NULL;`)
  // 33 was the field's default, never a figure an editor chose: left empty, the site counts
  // the years from the founding year.
  await db.execute(sql`UPDATE "site" SET "figures_years_on_market" = NULL WHERE "figures_years_on_market" = 33;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`UPDATE "site" SET "figures_years_on_market" = 33 WHERE "figures_years_on_market" IS NULL;`)
  await db.execute(sql`
   ALTER TABLE "site" ALTER COLUMN "figures_years_on_market" SET DEFAULT 33;
  ALTER TABLE "site" ALTER COLUMN "figures_years_on_market" SET NOT NULL;`)
}
