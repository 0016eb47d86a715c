import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "offices" ADD COLUMN "map_image_id" integer;
  ALTER TABLE "offices_locales" ADD COLUMN "directions" varchar;
  ALTER TABLE "offices" ADD CONSTRAINT "offices_map_image_id_media_id_fk" FOREIGN KEY ("map_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "offices_map_image_idx" ON "offices" USING btree ("map_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "offices" DROP CONSTRAINT "offices_map_image_id_media_id_fk";
  
  DROP INDEX "offices_map_image_idx";
  ALTER TABLE "offices" DROP COLUMN "map_image_id";
  ALTER TABLE "offices_locales" DROP COLUMN "directions";`)
}
