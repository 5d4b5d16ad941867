import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "cost_data_usa_fuel_propane_tanks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"gallons" numeric NOT NULL,
  	"default" boolean DEFAULT false
  );
  
  CREATE TABLE "cost_data_canada_fuel_propane_tanks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"gallons" numeric NOT NULL,
  	"default" boolean DEFAULT false
  );
  
  CREATE TABLE "cost_data_uk_fuel_propane_tanks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"gallons" numeric NOT NULL,
  	"default" boolean DEFAULT false
  );
  
  CREATE TABLE "cost_data_europe_fuel_propane_tanks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"gallons" numeric NOT NULL,
  	"default" boolean DEFAULT false
  );
  
  CREATE TABLE "cost_data_australia_fuel_propane_tanks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"gallons" numeric NOT NULL,
  	"default" boolean DEFAULT false
  );
  
  ALTER TABLE "cost_data" ADD COLUMN "usa_fuel_propane_use_cooking" numeric NOT NULL;
  ALTER TABLE "cost_data" ADD COLUMN "usa_fuel_propane_use_heating" numeric NOT NULL;
  ALTER TABLE "cost_data" ADD COLUMN "usa_fuel_propane_use_fridge" numeric NOT NULL;
  ALTER TABLE "cost_data" ADD COLUMN "canada_fuel_propane_use_cooking" numeric NOT NULL;
  ALTER TABLE "cost_data" ADD COLUMN "canada_fuel_propane_use_heating" numeric NOT NULL;
  ALTER TABLE "cost_data" ADD COLUMN "canada_fuel_propane_use_fridge" numeric NOT NULL;
  ALTER TABLE "cost_data" ADD COLUMN "uk_fuel_propane_use_cooking" numeric NOT NULL;
  ALTER TABLE "cost_data" ADD COLUMN "uk_fuel_propane_use_heating" numeric NOT NULL;
  ALTER TABLE "cost_data" ADD COLUMN "uk_fuel_propane_use_fridge" numeric NOT NULL;
  ALTER TABLE "cost_data" ADD COLUMN "europe_fuel_propane_use_cooking" numeric NOT NULL;
  ALTER TABLE "cost_data" ADD COLUMN "europe_fuel_propane_use_heating" numeric NOT NULL;
  ALTER TABLE "cost_data" ADD COLUMN "europe_fuel_propane_use_fridge" numeric NOT NULL;
  ALTER TABLE "cost_data" ADD COLUMN "australia_fuel_propane_use_cooking" numeric NOT NULL;
  ALTER TABLE "cost_data" ADD COLUMN "australia_fuel_propane_use_heating" numeric NOT NULL;
  ALTER TABLE "cost_data" ADD COLUMN "australia_fuel_propane_use_fridge" numeric NOT NULL;
  ALTER TABLE "cost_data_usa_fuel_propane_tanks" ADD CONSTRAINT "cost_data_usa_fuel_propane_tanks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cost_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cost_data_canada_fuel_propane_tanks" ADD CONSTRAINT "cost_data_canada_fuel_propane_tanks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cost_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cost_data_uk_fuel_propane_tanks" ADD CONSTRAINT "cost_data_uk_fuel_propane_tanks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cost_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cost_data_europe_fuel_propane_tanks" ADD CONSTRAINT "cost_data_europe_fuel_propane_tanks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cost_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cost_data_australia_fuel_propane_tanks" ADD CONSTRAINT "cost_data_australia_fuel_propane_tanks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cost_data"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "cost_data_usa_fuel_propane_tanks_order_idx" ON "cost_data_usa_fuel_propane_tanks" USING btree ("_order");
  CREATE INDEX "cost_data_usa_fuel_propane_tanks_parent_id_idx" ON "cost_data_usa_fuel_propane_tanks" USING btree ("_parent_id");
  CREATE INDEX "cost_data_canada_fuel_propane_tanks_order_idx" ON "cost_data_canada_fuel_propane_tanks" USING btree ("_order");
  CREATE INDEX "cost_data_canada_fuel_propane_tanks_parent_id_idx" ON "cost_data_canada_fuel_propane_tanks" USING btree ("_parent_id");
  CREATE INDEX "cost_data_uk_fuel_propane_tanks_order_idx" ON "cost_data_uk_fuel_propane_tanks" USING btree ("_order");
  CREATE INDEX "cost_data_uk_fuel_propane_tanks_parent_id_idx" ON "cost_data_uk_fuel_propane_tanks" USING btree ("_parent_id");
  CREATE INDEX "cost_data_europe_fuel_propane_tanks_order_idx" ON "cost_data_europe_fuel_propane_tanks" USING btree ("_order");
  CREATE INDEX "cost_data_europe_fuel_propane_tanks_parent_id_idx" ON "cost_data_europe_fuel_propane_tanks" USING btree ("_parent_id");
  CREATE INDEX "cost_data_australia_fuel_propane_tanks_order_idx" ON "cost_data_australia_fuel_propane_tanks" USING btree ("_order");
  CREATE INDEX "cost_data_australia_fuel_propane_tanks_parent_id_idx" ON "cost_data_australia_fuel_propane_tanks" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cost_data_usa_fuel_propane_tanks" CASCADE;
  DROP TABLE "cost_data_canada_fuel_propane_tanks" CASCADE;
  DROP TABLE "cost_data_uk_fuel_propane_tanks" CASCADE;
  DROP TABLE "cost_data_europe_fuel_propane_tanks" CASCADE;
  DROP TABLE "cost_data_australia_fuel_propane_tanks" CASCADE;
  ALTER TABLE "cost_data" DROP COLUMN "usa_fuel_propane_use_cooking";
  ALTER TABLE "cost_data" DROP COLUMN "usa_fuel_propane_use_heating";
  ALTER TABLE "cost_data" DROP COLUMN "usa_fuel_propane_use_fridge";
  ALTER TABLE "cost_data" DROP COLUMN "canada_fuel_propane_use_cooking";
  ALTER TABLE "cost_data" DROP COLUMN "canada_fuel_propane_use_heating";
  ALTER TABLE "cost_data" DROP COLUMN "canada_fuel_propane_use_fridge";
  ALTER TABLE "cost_data" DROP COLUMN "uk_fuel_propane_use_cooking";
  ALTER TABLE "cost_data" DROP COLUMN "uk_fuel_propane_use_heating";
  ALTER TABLE "cost_data" DROP COLUMN "uk_fuel_propane_use_fridge";
  ALTER TABLE "cost_data" DROP COLUMN "europe_fuel_propane_use_cooking";
  ALTER TABLE "cost_data" DROP COLUMN "europe_fuel_propane_use_heating";
  ALTER TABLE "cost_data" DROP COLUMN "europe_fuel_propane_use_fridge";
  ALTER TABLE "cost_data" DROP COLUMN "australia_fuel_propane_use_cooking";
  ALTER TABLE "cost_data" DROP COLUMN "australia_fuel_propane_use_heating";
  ALTER TABLE "cost_data" DROP COLUMN "australia_fuel_propane_use_fridge";`)
}
