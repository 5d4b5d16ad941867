import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`cost_data_usa_fuel_propane_tanks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`gallons\` numeric NOT NULL,
  	\`default\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cost_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cost_data_usa_fuel_propane_tanks_order_idx\` ON \`cost_data_usa_fuel_propane_tanks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cost_data_usa_fuel_propane_tanks_parent_id_idx\` ON \`cost_data_usa_fuel_propane_tanks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cost_data_canada_fuel_propane_tanks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`gallons\` numeric NOT NULL,
  	\`default\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cost_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cost_data_canada_fuel_propane_tanks_order_idx\` ON \`cost_data_canada_fuel_propane_tanks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cost_data_canada_fuel_propane_tanks_parent_id_idx\` ON \`cost_data_canada_fuel_propane_tanks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cost_data_uk_fuel_propane_tanks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`gallons\` numeric NOT NULL,
  	\`default\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cost_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cost_data_uk_fuel_propane_tanks_order_idx\` ON \`cost_data_uk_fuel_propane_tanks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cost_data_uk_fuel_propane_tanks_parent_id_idx\` ON \`cost_data_uk_fuel_propane_tanks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cost_data_europe_fuel_propane_tanks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`gallons\` numeric NOT NULL,
  	\`default\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cost_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cost_data_europe_fuel_propane_tanks_order_idx\` ON \`cost_data_europe_fuel_propane_tanks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cost_data_europe_fuel_propane_tanks_parent_id_idx\` ON \`cost_data_europe_fuel_propane_tanks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cost_data_australia_fuel_propane_tanks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`gallons\` numeric NOT NULL,
  	\`default\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cost_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cost_data_australia_fuel_propane_tanks_order_idx\` ON \`cost_data_australia_fuel_propane_tanks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cost_data_australia_fuel_propane_tanks_parent_id_idx\` ON \`cost_data_australia_fuel_propane_tanks\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`cost_data\` ADD \`usa_fuel_propane_use_cooking\` numeric NOT NULL;`)
  await db.run(sql`ALTER TABLE \`cost_data\` ADD \`usa_fuel_propane_use_heating\` numeric NOT NULL;`)
  await db.run(sql`ALTER TABLE \`cost_data\` ADD \`usa_fuel_propane_use_fridge\` numeric NOT NULL;`)
  await db.run(sql`ALTER TABLE \`cost_data\` ADD \`canada_fuel_propane_use_cooking\` numeric NOT NULL;`)
  await db.run(sql`ALTER TABLE \`cost_data\` ADD \`canada_fuel_propane_use_heating\` numeric NOT NULL;`)
  await db.run(sql`ALTER TABLE \`cost_data\` ADD \`canada_fuel_propane_use_fridge\` numeric NOT NULL;`)
  await db.run(sql`ALTER TABLE \`cost_data\` ADD \`uk_fuel_propane_use_cooking\` numeric NOT NULL;`)
  await db.run(sql`ALTER TABLE \`cost_data\` ADD \`uk_fuel_propane_use_heating\` numeric NOT NULL;`)
  await db.run(sql`ALTER TABLE \`cost_data\` ADD \`uk_fuel_propane_use_fridge\` numeric NOT NULL;`)
  await db.run(sql`ALTER TABLE \`cost_data\` ADD \`europe_fuel_propane_use_cooking\` numeric NOT NULL;`)
  await db.run(sql`ALTER TABLE \`cost_data\` ADD \`europe_fuel_propane_use_heating\` numeric NOT NULL;`)
  await db.run(sql`ALTER TABLE \`cost_data\` ADD \`europe_fuel_propane_use_fridge\` numeric NOT NULL;`)
  await db.run(sql`ALTER TABLE \`cost_data\` ADD \`australia_fuel_propane_use_cooking\` numeric NOT NULL;`)
  await db.run(sql`ALTER TABLE \`cost_data\` ADD \`australia_fuel_propane_use_heating\` numeric NOT NULL;`)
  await db.run(sql`ALTER TABLE \`cost_data\` ADD \`australia_fuel_propane_use_fridge\` numeric NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`cost_data_usa_fuel_propane_tanks\`;`)
  await db.run(sql`DROP TABLE \`cost_data_canada_fuel_propane_tanks\`;`)
  await db.run(sql`DROP TABLE \`cost_data_uk_fuel_propane_tanks\`;`)
  await db.run(sql`DROP TABLE \`cost_data_europe_fuel_propane_tanks\`;`)
  await db.run(sql`DROP TABLE \`cost_data_australia_fuel_propane_tanks\`;`)
  await db.run(sql`ALTER TABLE \`cost_data\` DROP COLUMN \`usa_fuel_propane_use_cooking\`;`)
  await db.run(sql`ALTER TABLE \`cost_data\` DROP COLUMN \`usa_fuel_propane_use_heating\`;`)
  await db.run(sql`ALTER TABLE \`cost_data\` DROP COLUMN \`usa_fuel_propane_use_fridge\`;`)
  await db.run(sql`ALTER TABLE \`cost_data\` DROP COLUMN \`canada_fuel_propane_use_cooking\`;`)
  await db.run(sql`ALTER TABLE \`cost_data\` DROP COLUMN \`canada_fuel_propane_use_heating\`;`)
  await db.run(sql`ALTER TABLE \`cost_data\` DROP COLUMN \`canada_fuel_propane_use_fridge\`;`)
  await db.run(sql`ALTER TABLE \`cost_data\` DROP COLUMN \`uk_fuel_propane_use_cooking\`;`)
  await db.run(sql`ALTER TABLE \`cost_data\` DROP COLUMN \`uk_fuel_propane_use_heating\`;`)
  await db.run(sql`ALTER TABLE \`cost_data\` DROP COLUMN \`uk_fuel_propane_use_fridge\`;`)
  await db.run(sql`ALTER TABLE \`cost_data\` DROP COLUMN \`europe_fuel_propane_use_cooking\`;`)
  await db.run(sql`ALTER TABLE \`cost_data\` DROP COLUMN \`europe_fuel_propane_use_heating\`;`)
  await db.run(sql`ALTER TABLE \`cost_data\` DROP COLUMN \`europe_fuel_propane_use_fridge\`;`)
  await db.run(sql`ALTER TABLE \`cost_data\` DROP COLUMN \`australia_fuel_propane_use_cooking\`;`)
  await db.run(sql`ALTER TABLE \`cost_data\` DROP COLUMN \`australia_fuel_propane_use_heating\`;`)
  await db.run(sql`ALTER TABLE \`cost_data\` DROP COLUMN \`australia_fuel_propane_use_fridge\`;`)
}
