import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "practices_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "practices_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "practices_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_practices_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_practices_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_practices_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "industry_sectors_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "industry_sectors_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "industry_sectors_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_industry_sectors_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_industry_sectors_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_industry_sectors_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "people_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "people_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "people_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_people_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_people_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_people_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "posts_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "posts_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "posts_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "pages_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "home_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "home_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "home_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_home_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_home_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_home_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "practices_locales" ADD CONSTRAINT "practices_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_practices_v_locales" ADD CONSTRAINT "_practices_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "industry_sectors_locales" ADD CONSTRAINT "industry_sectors_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_industry_sectors_v_locales" ADD CONSTRAINT "_industry_sectors_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "people_locales" ADD CONSTRAINT "people_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_people_v_locales" ADD CONSTRAINT "_people_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_locales" ADD CONSTRAINT "posts_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_locales" ADD CONSTRAINT "home_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_locales" ADD CONSTRAINT "_home_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "practices_meta_meta_image_idx" ON "practices_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_practices_v_version_meta_version_meta_image_idx" ON "_practices_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "industry_sectors_meta_meta_image_idx" ON "industry_sectors_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_industry_sectors_v_version_meta_version_meta_image_idx" ON "_industry_sectors_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "people_meta_meta_image_idx" ON "people_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_people_v_version_meta_version_meta_image_idx" ON "_people_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "posts_meta_meta_image_idx" ON "posts_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_posts_v_version_meta_version_meta_image_idx" ON "_posts_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "home_meta_meta_image_idx" ON "home_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_home_v_version_meta_version_meta_image_idx" ON "_home_v_locales" USING btree ("version_meta_image_id","_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "practices_locales" DROP CONSTRAINT "practices_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_practices_v_locales" DROP CONSTRAINT "_practices_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "industry_sectors_locales" DROP CONSTRAINT "industry_sectors_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_industry_sectors_v_locales" DROP CONSTRAINT "_industry_sectors_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "people_locales" DROP CONSTRAINT "people_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_people_v_locales" DROP CONSTRAINT "_people_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "posts_locales" DROP CONSTRAINT "posts_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_posts_v_locales" DROP CONSTRAINT "_posts_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "pages_locales" DROP CONSTRAINT "pages_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v_locales" DROP CONSTRAINT "_pages_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "home_locales" DROP CONSTRAINT "home_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_home_v_locales" DROP CONSTRAINT "_home_v_locales_version_meta_image_id_media_id_fk";
  
  DROP INDEX "practices_meta_meta_image_idx";
  DROP INDEX "_practices_v_version_meta_version_meta_image_idx";
  DROP INDEX "industry_sectors_meta_meta_image_idx";
  DROP INDEX "_industry_sectors_v_version_meta_version_meta_image_idx";
  DROP INDEX "people_meta_meta_image_idx";
  DROP INDEX "_people_v_version_meta_version_meta_image_idx";
  DROP INDEX "posts_meta_meta_image_idx";
  DROP INDEX "_posts_v_version_meta_version_meta_image_idx";
  DROP INDEX "pages_meta_meta_image_idx";
  DROP INDEX "_pages_v_version_meta_version_meta_image_idx";
  DROP INDEX "home_meta_meta_image_idx";
  DROP INDEX "_home_v_version_meta_version_meta_image_idx";
  ALTER TABLE "practices_locales" DROP COLUMN "meta_title";
  ALTER TABLE "practices_locales" DROP COLUMN "meta_description";
  ALTER TABLE "practices_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_practices_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_practices_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_practices_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "industry_sectors_locales" DROP COLUMN "meta_title";
  ALTER TABLE "industry_sectors_locales" DROP COLUMN "meta_description";
  ALTER TABLE "industry_sectors_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_industry_sectors_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_industry_sectors_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_industry_sectors_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "people_locales" DROP COLUMN "meta_title";
  ALTER TABLE "people_locales" DROP COLUMN "meta_description";
  ALTER TABLE "people_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_people_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_people_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_people_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "posts_locales" DROP COLUMN "meta_title";
  ALTER TABLE "posts_locales" DROP COLUMN "meta_description";
  ALTER TABLE "posts_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "pages_locales" DROP COLUMN "meta_title";
  ALTER TABLE "pages_locales" DROP COLUMN "meta_description";
  ALTER TABLE "pages_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "home_locales" DROP COLUMN "meta_title";
  ALTER TABLE "home_locales" DROP COLUMN "meta_description";
  ALTER TABLE "home_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_home_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_home_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_home_v_locales" DROP COLUMN "version_meta_image_id";`)
}
