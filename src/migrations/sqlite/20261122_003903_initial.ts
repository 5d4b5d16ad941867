import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`stories_author_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`platform\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_author_social_links_order_idx\` ON \`stories_author_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_author_social_links_parent_id_idx\` ON \`stories_author_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`stories_van_setup_amenities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_van_setup_amenities_order_idx\` ON \`stories_van_setup_amenities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_van_setup_amenities_parent_id_idx\` ON \`stories_van_setup_amenities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`stories_van_setup_specifications\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_van_setup_specifications_order_idx\` ON \`stories_van_setup_specifications\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_van_setup_specifications_parent_id_idx\` ON \`stories_van_setup_specifications\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`stories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`excerpt\` text,
  	\`featured_image_id\` integer,
  	\`featured_image_portrait_id\` integer,
  	\`content\` text,
  	\`author_name\` text,
  	\`author_location\` text,
  	\`author_bio\` text,
  	\`author_image_id\` integer,
  	\`van_setup_vehicle_year\` text,
  	\`van_setup_vehicle_make\` text,
  	\`van_setup_vehicle_model\` text,
  	\`van_setup_electric_system\` text,
  	\`van_setup_water_system\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`slug\` text,
  	\`publish_date\` text,
  	\`read_time\` text,
  	\`vanlife_type\` text DEFAULT 'solo',
  	\`rig_type\` text DEFAULT 'van',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`featured_image_portrait_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_featured_image_idx\` ON \`stories\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_featured_image_portrait_idx\` ON \`stories\` (\`featured_image_portrait_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_author_author_image_idx\` ON \`stories\` (\`author_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`stories_slug_idx\` ON \`stories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`stories_publish_date_idx\` ON \`stories\` (\`publish_date\`);`)
  await db.run(sql`CREATE INDEX \`stories_updated_at_idx\` ON \`stories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stories_created_at_idx\` ON \`stories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`stories__status_idx\` ON \`stories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_version_author_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`platform\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_stories_v_version_author_social_links_order_idx\` ON \`_stories_v_version_author_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_author_social_links_parent_id_idx\` ON \`_stories_v_version_author_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_version_van_setup_amenities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`item\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_stories_v_version_van_setup_amenities_order_idx\` ON \`_stories_v_version_van_setup_amenities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_van_setup_amenities_parent_id_idx\` ON \`_stories_v_version_van_setup_amenities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_version_van_setup_specifications\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_stories_v_version_van_setup_specifications_order_idx\` ON \`_stories_v_version_van_setup_specifications\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_van_setup_specifications_parent_id_idx\` ON \`_stories_v_version_van_setup_specifications\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_featured_image_id\` integer,
  	\`version_featured_image_portrait_id\` integer,
  	\`version_content\` text,
  	\`version_author_name\` text,
  	\`version_author_location\` text,
  	\`version_author_bio\` text,
  	\`version_author_image_id\` integer,
  	\`version_van_setup_vehicle_year\` text,
  	\`version_van_setup_vehicle_make\` text,
  	\`version_van_setup_vehicle_model\` text,
  	\`version_van_setup_electric_system\` text,
  	\`version_van_setup_water_system\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_slug\` text,
  	\`version_publish_date\` text,
  	\`version_read_time\` text,
  	\`version_vanlife_type\` text DEFAULT 'solo',
  	\`version_rig_type\` text DEFAULT 'van',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_portrait_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_author_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_stories_v_parent_idx\` ON \`_stories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_featured_image_idx\` ON \`_stories_v\` (\`version_featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_featured_image_portrait_idx\` ON \`_stories_v\` (\`version_featured_image_portrait_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_author_version_author_image_idx\` ON \`_stories_v\` (\`version_author_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_slug_idx\` ON \`_stories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_publish_date_idx\` ON \`_stories_v\` (\`version_publish_date\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_updated_at_idx\` ON \`_stories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_created_at_idx\` ON \`_stories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version__status_idx\` ON \`_stories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_created_at_idx\` ON \`_stories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_updated_at_idx\` ON \`_stories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_latest_idx\` ON \`_stories_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`excerpt\` text,
  	\`featured_image_id\` integer,
  	\`featured_image_portrait_id\` integer,
  	\`featured_image_credit\` text,
  	\`content\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`canonical_url\` text,
  	\`slug\` text,
  	\`publish_date\` text,
  	\`read_time\` text,
  	\`author_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`featured_image_portrait_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_featured_image_idx\` ON \`articles\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_featured_image_portrait_idx\` ON \`articles\` (\`featured_image_portrait_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_slug_idx\` ON \`articles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`articles_publish_date_idx\` ON \`articles\` (\`publish_date\`);`)
  await db.run(sql`CREATE INDEX \`articles_author_idx\` ON \`articles\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`articles__status_idx\` ON \`articles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_featured_image_id\` integer,
  	\`version_featured_image_portrait_id\` integer,
  	\`version_featured_image_credit\` text,
  	\`version_content\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_canonical_url\` text,
  	\`version_slug\` text,
  	\`version_publish_date\` text,
  	\`version_read_time\` text,
  	\`version_author_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_portrait_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_author_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_parent_idx\` ON \`_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_featured_image_idx\` ON \`_articles_v\` (\`version_featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_featured_image_portrait_idx\` ON \`_articles_v\` (\`version_featured_image_portrait_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_slug_idx\` ON \`_articles_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_publish_date_idx\` ON \`_articles_v\` (\`version_publish_date\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_author_idx\` ON \`_articles_v\` (\`version_author_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_updated_at_idx\` ON \`_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_created_at_idx\` ON \`_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version__status_idx\` ON \`_articles_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_created_at_idx\` ON \`_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_updated_at_idx\` ON \`_articles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_latest_idx\` ON \`_articles_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`authors_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`platform\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`authors_social_links_order_idx\` ON \`authors_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`authors_social_links_parent_id_idx\` ON \`authors_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`authors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`key\` text NOT NULL,
  	\`bio\` text,
  	\`image_id\` integer,
  	\`location\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`authors_key_idx\` ON \`authors\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`authors_image_idx\` ON \`authors\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`authors_updated_at_idx\` ON \`authors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`authors_created_at_idx\` ON \`authors\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`caption\` text,
  	\`credit\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_featured_url\` text,
  	\`sizes_featured_width\` numeric,
  	\`sizes_featured_height\` numeric,
  	\`sizes_featured_mime_type\` text,
  	\`sizes_featured_filesize\` numeric,
  	\`sizes_featured_filename\` text,
  	\`sizes_portrait_url\` text,
  	\`sizes_portrait_width\` numeric,
  	\`sizes_portrait_height\` numeric,
  	\`sizes_portrait_mime_type\` text,
  	\`sizes_portrait_filesize\` numeric,
  	\`sizes_portrait_filename\` text,
  	\`sizes_avatar_url\` text,
  	\`sizes_avatar_width\` numeric,
  	\`sizes_avatar_height\` numeric,
  	\`sizes_avatar_mime_type\` text,
  	\`sizes_avatar_filesize\` numeric,
  	\`sizes_avatar_filename\` text,
  	\`sizes_small_url\` text,
  	\`sizes_small_width\` numeric,
  	\`sizes_small_height\` numeric,
  	\`sizes_small_mime_type\` text,
  	\`sizes_small_filesize\` numeric,
  	\`sizes_small_filename\` text,
  	\`sizes_medium_url\` text,
  	\`sizes_medium_width\` numeric,
  	\`sizes_medium_height\` numeric,
  	\`sizes_medium_mime_type\` text,
  	\`sizes_medium_filesize\` numeric,
  	\`sizes_medium_filename\` text,
  	\`sizes_large_url\` text,
  	\`sizes_large_width\` numeric,
  	\`sizes_large_height\` numeric,
  	\`sizes_large_mime_type\` text,
  	\`sizes_large_filesize\` numeric,
  	\`sizes_large_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_featured_sizes_featured_filename_idx\` ON \`media\` (\`sizes_featured_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_portrait_sizes_portrait_filename_idx\` ON \`media\` (\`sizes_portrait_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_avatar_sizes_avatar_filename_idx\` ON \`media\` (\`sizes_avatar_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_small_sizes_small_filename_idx\` ON \`media\` (\`sizes_small_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_medium_sizes_medium_filename_idx\` ON \`media\` (\`sizes_medium_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_large_sizes_large_filename_idx\` ON \`media\` (\`sizes_large_filename\`);`)
  await db.run(sql`CREATE TABLE \`products_sizes\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_sizes_order_idx\` ON \`products_sizes\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_sizes_parent_idx\` ON \`products_sizes\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`price\` numeric NOT NULL,
  	\`original_price\` numeric,
  	\`description\` text NOT NULL,
  	\`long_description\` text,
  	\`in_stock\` integer DEFAULT true,
  	\`featured\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_slug_idx\` ON \`products\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`products_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_rels_order_idx\` ON \`products_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_parent_idx\` ON \`products_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_path_idx\` ON \`products_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_media_id_idx\` ON \`products_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`orders_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer,
  	\`product_name\` text NOT NULL,
  	\`size\` text,
  	\`quantity\` numeric NOT NULL,
  	\`unit_price\` numeric NOT NULL,
  	\`total_price\` numeric NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_items_order_idx\` ON \`orders_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_items_parent_id_idx\` ON \`orders_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_items_product_idx\` ON \`orders_items\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_number\` text NOT NULL,
  	\`member_id\` integer,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`email\` text NOT NULL,
  	\`customer_first_name\` text NOT NULL,
  	\`customer_last_name\` text NOT NULL,
  	\`customer_address\` text NOT NULL,
  	\`customer_city\` text NOT NULL,
  	\`customer_postal_code\` text NOT NULL,
  	\`customer_country\` text DEFAULT 'US' NOT NULL,
  	\`subtotal\` numeric NOT NULL,
  	\`tax\` numeric NOT NULL,
  	\`total\` numeric NOT NULL,
  	\`payment_session_id\` text,
  	\`paid_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_order_number_idx\` ON \`orders\` (\`order_number\`);`)
  await db.run(sql`CREATE INDEX \`orders_member_idx\` ON \`orders\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_payment_session_id_idx\` ON \`orders\` (\`payment_session_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`subscribers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`first_name\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`source\` text,
  	\`confirmed_at\` text,
  	\`unsubscribed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`subscribers_email_idx\` ON \`subscribers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_status_idx\` ON \`subscribers\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_updated_at_idx\` ON \`subscribers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_created_at_idx\` ON \`subscribers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`story_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`location\` text NOT NULL,
  	\`instagram\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`story_submissions_updated_at_idx\` ON \`story_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`story_submissions_created_at_idx\` ON \`story_submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`contact_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`subscribe_to_newsletter\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`cost_summaries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`member_id\` integer,
  	\`user_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`selected_country\` text NOT NULL,
  	\`inputs\` text,
  	\`breakdown\` text,
  	\`subtotal_cost\` numeric NOT NULL,
  	\`total_monthly_cost\` numeric NOT NULL,
  	\`once_off_costs\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`cost_summaries_member_idx\` ON \`cost_summaries\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`cost_summaries_updated_at_idx\` ON \`cost_summaries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cost_summaries_created_at_idx\` ON \`cost_summaries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`testimonials_categories\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`testimonials_categories_order_idx\` ON \`testimonials_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_categories_parent_idx\` ON \`testimonials_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`quote\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`title\` text,
  	\`stars\` numeric DEFAULT 5 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`fuel_prices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`region\` text NOT NULL,
  	\`fuel_type\` text NOT NULL,
  	\`price\` numeric NOT NULL,
  	\`unit\` text DEFAULT 'gallon' NOT NULL,
  	\`source\` text DEFAULT 'estimate' NOT NULL,
  	\`last_updated\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`fuel_prices_region_idx\` ON \`fuel_prices\` (\`region\`);`)
  await db.run(sql`CREATE INDEX \`fuel_prices_last_updated_idx\` ON \`fuel_prices\` (\`last_updated\`);`)
  await db.run(sql`CREATE INDEX \`fuel_prices_updated_at_idx\` ON \`fuel_prices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`fuel_prices_created_at_idx\` ON \`fuel_prices\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`members_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`members_sessions_order_idx\` ON \`members_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`members_sessions_parent_id_idx\` ON \`members_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`members\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`phone\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`_verified\` integer,
  	\`_verificationtoken\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`members_updated_at_idx\` ON \`members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`members_created_at_idx\` ON \`members\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`members_email_idx\` ON \`members\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text DEFAULT 'editor' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`emails\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`to\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`html\` text,
  	\`text\` text,
  	\`error\` text,
  	\`attempts\` numeric DEFAULT 0,
  	\`sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`emails_to_idx\` ON \`emails\` (\`to\`);`)
  await db.run(sql`CREATE INDEX \`emails_status_idx\` ON \`emails\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`emails_updated_at_idx\` ON \`emails\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`emails_created_at_idx\` ON \`emails\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`page_views\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`path\` text NOT NULL,
  	\`referrer_host\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`page_views_path_idx\` ON \`page_views\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`page_views_updated_at_idx\` ON \`page_views\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`page_views_created_at_idx\` ON \`page_views\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`stories_id\` integer,
  	\`articles_id\` integer,
  	\`authors_id\` integer,
  	\`media_id\` integer,
  	\`products_id\` integer,
  	\`orders_id\` integer,
  	\`subscribers_id\` integer,
  	\`story_submissions_id\` integer,
  	\`contact_messages_id\` integer,
  	\`cost_summaries_id\` integer,
  	\`testimonials_id\` integer,
  	\`fuel_prices_id\` integer,
  	\`members_id\` integer,
  	\`users_id\` integer,
  	\`emails_id\` integer,
  	\`page_views_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stories_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authors_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`story_submissions_id\`) REFERENCES \`story_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cost_summaries_id\`) REFERENCES \`cost_summaries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`fuel_prices_id\`) REFERENCES \`fuel_prices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`emails_id\`) REFERENCES \`emails\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_views_id\`) REFERENCES \`page_views\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stories_id_idx\` ON \`payload_locked_documents_rels\` (\`stories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_authors_id_idx\` ON \`payload_locked_documents_rels\` (\`authors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_story_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`story_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cost_summaries_id_idx\` ON \`payload_locked_documents_rels\` (\`cost_summaries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fuel_prices_id_idx\` ON \`payload_locked_documents_rels\` (\`fuel_prices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_emails_id_idx\` ON \`payload_locked_documents_rels\` (\`emails_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_views_id_idx\` ON \`payload_locked_documents_rels\` (\`page_views_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`members_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_members_id_idx\` ON \`payload_preferences_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_partners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`logo_id\` integer NOT NULL,
  	\`alt\` text NOT NULL,
  	\`link\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_partners_order_idx\` ON \`site_settings_partners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_partners_parent_id_idx\` ON \`site_settings_partners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_partners_logo_idx\` ON \`site_settings_partners\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_name\` text DEFAULT 'Vanlife Community' NOT NULL,
  	\`tagline\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`footer_blurb\` text NOT NULL,
  	\`socials_instagram\` text,
  	\`socials_linkedin\` text,
  	\`socials_youtube\` text,
  	\`contact_general_email\` text NOT NULL,
  	\`contact_privacy_email\` text NOT NULL,
  	\`contact_stories_email\` text NOT NULL,
  	\`presenting_partner_name\` text,
  	\`presenting_partner_logo_id\` integer,
  	\`presenting_partner_link\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`presenting_partner_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_presenting_partner_presenting_partner_logo_idx\` ON \`site_settings\` (\`presenting_partner_logo_id\`);`)
  await db.run(sql`CREATE TABLE \`sponsor_vunked_features_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`icon\` text DEFAULT 'zap',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sponsor_vunked\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sponsor_vunked_features_items_order_idx\` ON \`sponsor_vunked_features_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sponsor_vunked_features_items_parent_id_idx\` ON \`sponsor_vunked_features_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sponsor_vunked_features_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`icon\` text DEFAULT 'zap',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sponsor_vunked\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sponsor_vunked_features_grid_order_idx\` ON \`sponsor_vunked_features_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sponsor_vunked_features_grid_parent_id_idx\` ON \`sponsor_vunked_features_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sponsor_vunked\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand_name\` text NOT NULL,
  	\`primary_color\` text NOT NULL,
  	\`hero_title\` text NOT NULL,
  	\`hero_highlight_text\` text,
  	\`hero_description\` text NOT NULL,
  	\`hero_hero_image_id\` integer,
  	\`hero_hero_image_alt\` text,
  	\`hero_background_color\` text,
  	\`hero_primary_c_t_a_label\` text NOT NULL,
  	\`hero_primary_c_t_a_href\` text NOT NULL,
  	\`hero_secondary_c_t_a_label\` text NOT NULL,
  	\`hero_secondary_c_t_a_href\` text NOT NULL,
  	\`features_heading\` text NOT NULL,
  	\`features_description\` text,
  	\`features_video_url\` text,
  	\`testimonial_category\` text NOT NULL,
  	\`cta_heading\` text NOT NULL,
  	\`cta_description\` text,
  	\`cta_button_label\` text NOT NULL,
  	\`cta_button_href\` text NOT NULL,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`sponsor_vunked_hero_hero_hero_image_idx\` ON \`sponsor_vunked\` (\`hero_hero_image_id\`);`)
  await db.run(sql`CREATE TABLE \`sponsor_trelino_features_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`icon\` text DEFAULT 'zap',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sponsor_trelino\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sponsor_trelino_features_items_order_idx\` ON \`sponsor_trelino_features_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sponsor_trelino_features_items_parent_id_idx\` ON \`sponsor_trelino_features_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sponsor_trelino_features_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`icon\` text DEFAULT 'zap',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sponsor_trelino\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sponsor_trelino_features_grid_order_idx\` ON \`sponsor_trelino_features_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sponsor_trelino_features_grid_parent_id_idx\` ON \`sponsor_trelino_features_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sponsor_trelino\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand_name\` text NOT NULL,
  	\`primary_color\` text NOT NULL,
  	\`hero_title\` text NOT NULL,
  	\`hero_highlight_text\` text,
  	\`hero_description\` text NOT NULL,
  	\`hero_hero_image_id\` integer,
  	\`hero_hero_image_alt\` text,
  	\`hero_background_color\` text,
  	\`hero_primary_c_t_a_label\` text NOT NULL,
  	\`hero_primary_c_t_a_href\` text NOT NULL,
  	\`hero_secondary_c_t_a_label\` text NOT NULL,
  	\`hero_secondary_c_t_a_href\` text NOT NULL,
  	\`features_heading\` text NOT NULL,
  	\`features_description\` text,
  	\`features_video_url\` text,
  	\`testimonial_category\` text NOT NULL,
  	\`cta_heading\` text NOT NULL,
  	\`cta_description\` text,
  	\`cta_button_label\` text NOT NULL,
  	\`cta_button_href\` text NOT NULL,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`sponsor_trelino_hero_hero_hero_image_idx\` ON \`sponsor_trelino\` (\`hero_hero_image_id\`);`)
  await db.run(sql`CREATE TABLE \`cost_data_usa_accommodation_apps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`cost\` numeric NOT NULL,
  	\`premium\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cost_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cost_data_usa_accommodation_apps_order_idx\` ON \`cost_data_usa_accommodation_apps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cost_data_usa_accommodation_apps_parent_id_idx\` ON \`cost_data_usa_accommodation_apps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cost_data_usa_utilities_wifi_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`monthly_cost\` numeric NOT NULL,
  	\`setup_cost\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cost_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cost_data_usa_utilities_wifi_options_order_idx\` ON \`cost_data_usa_utilities_wifi_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cost_data_usa_utilities_wifi_options_parent_id_idx\` ON \`cost_data_usa_utilities_wifi_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cost_data_canada_accommodation_apps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`cost\` numeric NOT NULL,
  	\`premium\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cost_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cost_data_canada_accommodation_apps_order_idx\` ON \`cost_data_canada_accommodation_apps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cost_data_canada_accommodation_apps_parent_id_idx\` ON \`cost_data_canada_accommodation_apps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cost_data_canada_utilities_wifi_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`monthly_cost\` numeric NOT NULL,
  	\`setup_cost\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cost_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cost_data_canada_utilities_wifi_options_order_idx\` ON \`cost_data_canada_utilities_wifi_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cost_data_canada_utilities_wifi_options_parent_id_idx\` ON \`cost_data_canada_utilities_wifi_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cost_data_uk_accommodation_apps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`cost\` numeric NOT NULL,
  	\`premium\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cost_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cost_data_uk_accommodation_apps_order_idx\` ON \`cost_data_uk_accommodation_apps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cost_data_uk_accommodation_apps_parent_id_idx\` ON \`cost_data_uk_accommodation_apps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cost_data_uk_utilities_wifi_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`monthly_cost\` numeric NOT NULL,
  	\`setup_cost\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cost_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cost_data_uk_utilities_wifi_options_order_idx\` ON \`cost_data_uk_utilities_wifi_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cost_data_uk_utilities_wifi_options_parent_id_idx\` ON \`cost_data_uk_utilities_wifi_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cost_data_europe_accommodation_apps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`cost\` numeric NOT NULL,
  	\`premium\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cost_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cost_data_europe_accommodation_apps_order_idx\` ON \`cost_data_europe_accommodation_apps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cost_data_europe_accommodation_apps_parent_id_idx\` ON \`cost_data_europe_accommodation_apps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cost_data_europe_utilities_wifi_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`monthly_cost\` numeric NOT NULL,
  	\`setup_cost\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cost_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cost_data_europe_utilities_wifi_options_order_idx\` ON \`cost_data_europe_utilities_wifi_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cost_data_europe_utilities_wifi_options_parent_id_idx\` ON \`cost_data_europe_utilities_wifi_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cost_data_australia_accommodation_apps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`cost\` numeric NOT NULL,
  	\`premium\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cost_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cost_data_australia_accommodation_apps_order_idx\` ON \`cost_data_australia_accommodation_apps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cost_data_australia_accommodation_apps_parent_id_idx\` ON \`cost_data_australia_accommodation_apps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cost_data_australia_utilities_wifi_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`monthly_cost\` numeric NOT NULL,
  	\`setup_cost\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cost_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cost_data_australia_utilities_wifi_options_order_idx\` ON \`cost_data_australia_utilities_wifi_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cost_data_australia_utilities_wifi_options_parent_id_idx\` ON \`cost_data_australia_utilities_wifi_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cost_data\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`usa_available\` integer DEFAULT false,
  	\`usa_currency\` text NOT NULL,
  	\`usa_accommodation_campsite_min\` numeric NOT NULL,
  	\`usa_accommodation_campsite_max\` numeric NOT NULL,
  	\`usa_accommodation_urban_parking_min\` numeric NOT NULL,
  	\`usa_accommodation_urban_parking_max\` numeric NOT NULL,
  	\`usa_accommodation_storage_min\` numeric NOT NULL,
  	\`usa_accommodation_storage_max\` numeric NOT NULL,
  	\`usa_fuel_gasoline_avg\` numeric NOT NULL,
  	\`usa_fuel_diesel_avg\` numeric NOT NULL,
  	\`usa_fuel_propane_price\` numeric NOT NULL,
  	\`usa_fuel_propane_unit\` text NOT NULL,
  	\`usa_fuel_fuel_unit\` text DEFAULT 'gallon' NOT NULL,
  	\`usa_fuel_tolls_avg\` numeric NOT NULL,
  	\`usa_fuel_ferries_avg\` numeric NOT NULL,
  	\`usa_fuel_repairs_avg\` numeric NOT NULL,
  	\`usa_fuel_maintenance_costs_yearly_oil_change\` numeric NOT NULL,
  	\`usa_fuel_maintenance_costs_yearly_tires\` numeric NOT NULL,
  	\`usa_fuel_maintenance_costs_yearly_brakes\` numeric NOT NULL,
  	\`usa_fuel_insurance_monthly_min\` numeric NOT NULL,
  	\`usa_fuel_insurance_monthly_max\` numeric NOT NULL,
  	\`usa_fuel_registration_yearly_min\` numeric NOT NULL,
  	\`usa_fuel_registration_yearly_max\` numeric NOT NULL,
  	\`usa_utilities_cellular_data_min\` numeric NOT NULL,
  	\`usa_utilities_cellular_data_max\` numeric NOT NULL,
  	\`usa_utilities_cellular_data_avg\` numeric NOT NULL,
  	\`usa_utilities_power_hookups_campground_avg\` numeric NOT NULL,
  	\`usa_utilities_power_hookups_solar_setup_cost\` numeric NOT NULL,
  	\`usa_utilities_laundry_cost_per_load\` numeric NOT NULL,
  	\`usa_utilities_gym_membership_cost_per_month\` numeric NOT NULL,
  	\`usa_utilities_gym_membership_national_chains\` text,
  	\`usa_food_groceries_min\` numeric NOT NULL,
  	\`usa_food_groceries_max\` numeric NOT NULL,
  	\`usa_food_groceries_avg\` numeric NOT NULL,
  	\`usa_food_dining_out_coffee_cost_per_cup\` numeric NOT NULL,
  	\`usa_food_dining_out_coffee_avg_visits_per_week\` numeric NOT NULL,
  	\`usa_food_dining_out_takeout_meal_min\` numeric NOT NULL,
  	\`usa_food_dining_out_takeout_meal_max\` numeric NOT NULL,
  	\`usa_food_dining_out_takeout_avg_meals_per_week\` numeric NOT NULL,
  	\`usa_food_dining_out_restaurant_meal_min\` numeric NOT NULL,
  	\`usa_food_dining_out_restaurant_meal_max\` numeric NOT NULL,
  	\`usa_food_dining_out_restaurant_avg_meals_per_week\` numeric NOT NULL,
  	\`usa_food_specialty_items_description\` text,
  	\`usa_food_specialty_items_monthly_cost\` numeric NOT NULL,
  	\`usa_health_health_insurance_min\` numeric NOT NULL,
  	\`usa_health_health_insurance_max\` numeric NOT NULL,
  	\`usa_health_health_insurance_avg\` numeric NOT NULL,
  	\`usa_health_pharmacy_costs_min\` numeric NOT NULL,
  	\`usa_health_pharmacy_costs_max\` numeric NOT NULL,
  	\`usa_health_pharmacy_costs_avg\` numeric NOT NULL,
  	\`usa_health_travel_medical_insurance_min\` numeric NOT NULL,
  	\`usa_health_travel_medical_insurance_max\` numeric NOT NULL,
  	\`usa_health_travel_medical_insurance_avg\` numeric NOT NULL,
  	\`canada_available\` integer DEFAULT false,
  	\`canada_currency\` text NOT NULL,
  	\`canada_accommodation_campsite_min\` numeric NOT NULL,
  	\`canada_accommodation_campsite_max\` numeric NOT NULL,
  	\`canada_accommodation_urban_parking_min\` numeric NOT NULL,
  	\`canada_accommodation_urban_parking_max\` numeric NOT NULL,
  	\`canada_accommodation_storage_min\` numeric NOT NULL,
  	\`canada_accommodation_storage_max\` numeric NOT NULL,
  	\`canada_fuel_gasoline_avg\` numeric NOT NULL,
  	\`canada_fuel_diesel_avg\` numeric NOT NULL,
  	\`canada_fuel_propane_price\` numeric NOT NULL,
  	\`canada_fuel_propane_unit\` text NOT NULL,
  	\`canada_fuel_fuel_unit\` text DEFAULT 'gallon' NOT NULL,
  	\`canada_fuel_tolls_avg\` numeric NOT NULL,
  	\`canada_fuel_ferries_avg\` numeric NOT NULL,
  	\`canada_fuel_repairs_avg\` numeric NOT NULL,
  	\`canada_fuel_maintenance_costs_yearly_oil_change\` numeric NOT NULL,
  	\`canada_fuel_maintenance_costs_yearly_tires\` numeric NOT NULL,
  	\`canada_fuel_maintenance_costs_yearly_brakes\` numeric NOT NULL,
  	\`canada_fuel_insurance_monthly_min\` numeric NOT NULL,
  	\`canada_fuel_insurance_monthly_max\` numeric NOT NULL,
  	\`canada_fuel_registration_yearly_min\` numeric NOT NULL,
  	\`canada_fuel_registration_yearly_max\` numeric NOT NULL,
  	\`canada_utilities_cellular_data_min\` numeric NOT NULL,
  	\`canada_utilities_cellular_data_max\` numeric NOT NULL,
  	\`canada_utilities_cellular_data_avg\` numeric NOT NULL,
  	\`canada_utilities_power_hookups_campground_avg\` numeric NOT NULL,
  	\`canada_utilities_power_hookups_solar_setup_cost\` numeric NOT NULL,
  	\`canada_utilities_laundry_cost_per_load\` numeric NOT NULL,
  	\`canada_utilities_gym_membership_cost_per_month\` numeric NOT NULL,
  	\`canada_utilities_gym_membership_national_chains\` text,
  	\`canada_food_groceries_min\` numeric NOT NULL,
  	\`canada_food_groceries_max\` numeric NOT NULL,
  	\`canada_food_groceries_avg\` numeric NOT NULL,
  	\`canada_food_dining_out_coffee_cost_per_cup\` numeric NOT NULL,
  	\`canada_food_dining_out_coffee_avg_visits_per_week\` numeric NOT NULL,
  	\`canada_food_dining_out_takeout_meal_min\` numeric NOT NULL,
  	\`canada_food_dining_out_takeout_meal_max\` numeric NOT NULL,
  	\`canada_food_dining_out_takeout_avg_meals_per_week\` numeric NOT NULL,
  	\`canada_food_dining_out_restaurant_meal_min\` numeric NOT NULL,
  	\`canada_food_dining_out_restaurant_meal_max\` numeric NOT NULL,
  	\`canada_food_dining_out_restaurant_avg_meals_per_week\` numeric NOT NULL,
  	\`canada_food_specialty_items_description\` text,
  	\`canada_food_specialty_items_monthly_cost\` numeric NOT NULL,
  	\`canada_health_health_insurance_min\` numeric NOT NULL,
  	\`canada_health_health_insurance_max\` numeric NOT NULL,
  	\`canada_health_health_insurance_avg\` numeric NOT NULL,
  	\`canada_health_pharmacy_costs_min\` numeric NOT NULL,
  	\`canada_health_pharmacy_costs_max\` numeric NOT NULL,
  	\`canada_health_pharmacy_costs_avg\` numeric NOT NULL,
  	\`canada_health_travel_medical_insurance_min\` numeric NOT NULL,
  	\`canada_health_travel_medical_insurance_max\` numeric NOT NULL,
  	\`canada_health_travel_medical_insurance_avg\` numeric NOT NULL,
  	\`uk_available\` integer DEFAULT false,
  	\`uk_currency\` text NOT NULL,
  	\`uk_accommodation_campsite_min\` numeric NOT NULL,
  	\`uk_accommodation_campsite_max\` numeric NOT NULL,
  	\`uk_accommodation_urban_parking_min\` numeric NOT NULL,
  	\`uk_accommodation_urban_parking_max\` numeric NOT NULL,
  	\`uk_accommodation_storage_min\` numeric NOT NULL,
  	\`uk_accommodation_storage_max\` numeric NOT NULL,
  	\`uk_fuel_gasoline_avg\` numeric NOT NULL,
  	\`uk_fuel_diesel_avg\` numeric NOT NULL,
  	\`uk_fuel_propane_price\` numeric NOT NULL,
  	\`uk_fuel_propane_unit\` text NOT NULL,
  	\`uk_fuel_fuel_unit\` text DEFAULT 'gallon' NOT NULL,
  	\`uk_fuel_tolls_avg\` numeric NOT NULL,
  	\`uk_fuel_ferries_avg\` numeric NOT NULL,
  	\`uk_fuel_repairs_avg\` numeric NOT NULL,
  	\`uk_fuel_maintenance_costs_yearly_oil_change\` numeric NOT NULL,
  	\`uk_fuel_maintenance_costs_yearly_tires\` numeric NOT NULL,
  	\`uk_fuel_maintenance_costs_yearly_brakes\` numeric NOT NULL,
  	\`uk_fuel_insurance_monthly_min\` numeric NOT NULL,
  	\`uk_fuel_insurance_monthly_max\` numeric NOT NULL,
  	\`uk_fuel_registration_yearly_min\` numeric NOT NULL,
  	\`uk_fuel_registration_yearly_max\` numeric NOT NULL,
  	\`uk_utilities_cellular_data_min\` numeric NOT NULL,
  	\`uk_utilities_cellular_data_max\` numeric NOT NULL,
  	\`uk_utilities_cellular_data_avg\` numeric NOT NULL,
  	\`uk_utilities_power_hookups_campground_avg\` numeric NOT NULL,
  	\`uk_utilities_power_hookups_solar_setup_cost\` numeric NOT NULL,
  	\`uk_utilities_laundry_cost_per_load\` numeric NOT NULL,
  	\`uk_utilities_gym_membership_cost_per_month\` numeric NOT NULL,
  	\`uk_utilities_gym_membership_national_chains\` text,
  	\`uk_food_groceries_min\` numeric NOT NULL,
  	\`uk_food_groceries_max\` numeric NOT NULL,
  	\`uk_food_groceries_avg\` numeric NOT NULL,
  	\`uk_food_dining_out_coffee_cost_per_cup\` numeric NOT NULL,
  	\`uk_food_dining_out_coffee_avg_visits_per_week\` numeric NOT NULL,
  	\`uk_food_dining_out_takeout_meal_min\` numeric NOT NULL,
  	\`uk_food_dining_out_takeout_meal_max\` numeric NOT NULL,
  	\`uk_food_dining_out_takeout_avg_meals_per_week\` numeric NOT NULL,
  	\`uk_food_dining_out_restaurant_meal_min\` numeric NOT NULL,
  	\`uk_food_dining_out_restaurant_meal_max\` numeric NOT NULL,
  	\`uk_food_dining_out_restaurant_avg_meals_per_week\` numeric NOT NULL,
  	\`uk_food_specialty_items_description\` text,
  	\`uk_food_specialty_items_monthly_cost\` numeric NOT NULL,
  	\`uk_health_health_insurance_min\` numeric NOT NULL,
  	\`uk_health_health_insurance_max\` numeric NOT NULL,
  	\`uk_health_health_insurance_avg\` numeric NOT NULL,
  	\`uk_health_pharmacy_costs_min\` numeric NOT NULL,
  	\`uk_health_pharmacy_costs_max\` numeric NOT NULL,
  	\`uk_health_pharmacy_costs_avg\` numeric NOT NULL,
  	\`uk_health_travel_medical_insurance_min\` numeric NOT NULL,
  	\`uk_health_travel_medical_insurance_max\` numeric NOT NULL,
  	\`uk_health_travel_medical_insurance_avg\` numeric NOT NULL,
  	\`europe_available\` integer DEFAULT false,
  	\`europe_currency\` text NOT NULL,
  	\`europe_accommodation_campsite_min\` numeric NOT NULL,
  	\`europe_accommodation_campsite_max\` numeric NOT NULL,
  	\`europe_accommodation_urban_parking_min\` numeric NOT NULL,
  	\`europe_accommodation_urban_parking_max\` numeric NOT NULL,
  	\`europe_accommodation_storage_min\` numeric NOT NULL,
  	\`europe_accommodation_storage_max\` numeric NOT NULL,
  	\`europe_fuel_gasoline_avg\` numeric NOT NULL,
  	\`europe_fuel_diesel_avg\` numeric NOT NULL,
  	\`europe_fuel_propane_price\` numeric NOT NULL,
  	\`europe_fuel_propane_unit\` text NOT NULL,
  	\`europe_fuel_fuel_unit\` text DEFAULT 'gallon' NOT NULL,
  	\`europe_fuel_tolls_avg\` numeric NOT NULL,
  	\`europe_fuel_ferries_avg\` numeric NOT NULL,
  	\`europe_fuel_repairs_avg\` numeric NOT NULL,
  	\`europe_fuel_maintenance_costs_yearly_oil_change\` numeric NOT NULL,
  	\`europe_fuel_maintenance_costs_yearly_tires\` numeric NOT NULL,
  	\`europe_fuel_maintenance_costs_yearly_brakes\` numeric NOT NULL,
  	\`europe_fuel_insurance_monthly_min\` numeric NOT NULL,
  	\`europe_fuel_insurance_monthly_max\` numeric NOT NULL,
  	\`europe_fuel_registration_yearly_min\` numeric NOT NULL,
  	\`europe_fuel_registration_yearly_max\` numeric NOT NULL,
  	\`europe_utilities_cellular_data_min\` numeric NOT NULL,
  	\`europe_utilities_cellular_data_max\` numeric NOT NULL,
  	\`europe_utilities_cellular_data_avg\` numeric NOT NULL,
  	\`europe_utilities_power_hookups_campground_avg\` numeric NOT NULL,
  	\`europe_utilities_power_hookups_solar_setup_cost\` numeric NOT NULL,
  	\`europe_utilities_laundry_cost_per_load\` numeric NOT NULL,
  	\`europe_utilities_gym_membership_cost_per_month\` numeric NOT NULL,
  	\`europe_utilities_gym_membership_national_chains\` text,
  	\`europe_food_groceries_min\` numeric NOT NULL,
  	\`europe_food_groceries_max\` numeric NOT NULL,
  	\`europe_food_groceries_avg\` numeric NOT NULL,
  	\`europe_food_dining_out_coffee_cost_per_cup\` numeric NOT NULL,
  	\`europe_food_dining_out_coffee_avg_visits_per_week\` numeric NOT NULL,
  	\`europe_food_dining_out_takeout_meal_min\` numeric NOT NULL,
  	\`europe_food_dining_out_takeout_meal_max\` numeric NOT NULL,
  	\`europe_food_dining_out_takeout_avg_meals_per_week\` numeric NOT NULL,
  	\`europe_food_dining_out_restaurant_meal_min\` numeric NOT NULL,
  	\`europe_food_dining_out_restaurant_meal_max\` numeric NOT NULL,
  	\`europe_food_dining_out_restaurant_avg_meals_per_week\` numeric NOT NULL,
  	\`europe_food_specialty_items_description\` text,
  	\`europe_food_specialty_items_monthly_cost\` numeric NOT NULL,
  	\`europe_health_health_insurance_min\` numeric NOT NULL,
  	\`europe_health_health_insurance_max\` numeric NOT NULL,
  	\`europe_health_health_insurance_avg\` numeric NOT NULL,
  	\`europe_health_pharmacy_costs_min\` numeric NOT NULL,
  	\`europe_health_pharmacy_costs_max\` numeric NOT NULL,
  	\`europe_health_pharmacy_costs_avg\` numeric NOT NULL,
  	\`europe_health_travel_medical_insurance_min\` numeric NOT NULL,
  	\`europe_health_travel_medical_insurance_max\` numeric NOT NULL,
  	\`europe_health_travel_medical_insurance_avg\` numeric NOT NULL,
  	\`australia_available\` integer DEFAULT false,
  	\`australia_currency\` text NOT NULL,
  	\`australia_accommodation_campsite_min\` numeric NOT NULL,
  	\`australia_accommodation_campsite_max\` numeric NOT NULL,
  	\`australia_accommodation_urban_parking_min\` numeric NOT NULL,
  	\`australia_accommodation_urban_parking_max\` numeric NOT NULL,
  	\`australia_accommodation_storage_min\` numeric NOT NULL,
  	\`australia_accommodation_storage_max\` numeric NOT NULL,
  	\`australia_fuel_gasoline_avg\` numeric NOT NULL,
  	\`australia_fuel_diesel_avg\` numeric NOT NULL,
  	\`australia_fuel_propane_price\` numeric NOT NULL,
  	\`australia_fuel_propane_unit\` text NOT NULL,
  	\`australia_fuel_fuel_unit\` text DEFAULT 'gallon' NOT NULL,
  	\`australia_fuel_tolls_avg\` numeric NOT NULL,
  	\`australia_fuel_ferries_avg\` numeric NOT NULL,
  	\`australia_fuel_repairs_avg\` numeric NOT NULL,
  	\`australia_fuel_maintenance_costs_yearly_oil_change\` numeric NOT NULL,
  	\`australia_fuel_maintenance_costs_yearly_tires\` numeric NOT NULL,
  	\`australia_fuel_maintenance_costs_yearly_brakes\` numeric NOT NULL,
  	\`australia_fuel_insurance_monthly_min\` numeric NOT NULL,
  	\`australia_fuel_insurance_monthly_max\` numeric NOT NULL,
  	\`australia_fuel_registration_yearly_min\` numeric NOT NULL,
  	\`australia_fuel_registration_yearly_max\` numeric NOT NULL,
  	\`australia_utilities_cellular_data_min\` numeric NOT NULL,
  	\`australia_utilities_cellular_data_max\` numeric NOT NULL,
  	\`australia_utilities_cellular_data_avg\` numeric NOT NULL,
  	\`australia_utilities_power_hookups_campground_avg\` numeric NOT NULL,
  	\`australia_utilities_power_hookups_solar_setup_cost\` numeric NOT NULL,
  	\`australia_utilities_laundry_cost_per_load\` numeric NOT NULL,
  	\`australia_utilities_gym_membership_cost_per_month\` numeric NOT NULL,
  	\`australia_utilities_gym_membership_national_chains\` text,
  	\`australia_food_groceries_min\` numeric NOT NULL,
  	\`australia_food_groceries_max\` numeric NOT NULL,
  	\`australia_food_groceries_avg\` numeric NOT NULL,
  	\`australia_food_dining_out_coffee_cost_per_cup\` numeric NOT NULL,
  	\`australia_food_dining_out_coffee_avg_visits_per_week\` numeric NOT NULL,
  	\`australia_food_dining_out_takeout_meal_min\` numeric NOT NULL,
  	\`australia_food_dining_out_takeout_meal_max\` numeric NOT NULL,
  	\`australia_food_dining_out_takeout_avg_meals_per_week\` numeric NOT NULL,
  	\`australia_food_dining_out_restaurant_meal_min\` numeric NOT NULL,
  	\`australia_food_dining_out_restaurant_meal_max\` numeric NOT NULL,
  	\`australia_food_dining_out_restaurant_avg_meals_per_week\` numeric NOT NULL,
  	\`australia_food_specialty_items_description\` text,
  	\`australia_food_specialty_items_monthly_cost\` numeric NOT NULL,
  	\`australia_health_health_insurance_min\` numeric NOT NULL,
  	\`australia_health_health_insurance_max\` numeric NOT NULL,
  	\`australia_health_health_insurance_avg\` numeric NOT NULL,
  	\`australia_health_pharmacy_costs_min\` numeric NOT NULL,
  	\`australia_health_pharmacy_costs_max\` numeric NOT NULL,
  	\`australia_health_pharmacy_costs_avg\` numeric NOT NULL,
  	\`australia_health_travel_medical_insurance_min\` numeric NOT NULL,
  	\`australia_health_travel_medical_insurance_max\` numeric NOT NULL,
  	\`australia_health_travel_medical_insurance_avg\` numeric NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`cost_data_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`cost_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cost_data_texts_order_parent\` ON \`cost_data_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`privacy_policy_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`body\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`privacy_policy\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`privacy_policy_sections_order_idx\` ON \`privacy_policy_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`privacy_policy_sections_parent_id_idx\` ON \`privacy_policy_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`privacy_policy\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`effective_date\` text NOT NULL,
  	\`intro\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`terms_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`body\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`terms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`terms_sections_order_idx\` ON \`terms_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`terms_sections_parent_id_idx\` ON \`terms_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`terms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`effective_date\` text NOT NULL,
  	\`intro\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`stories_author_social_links\`;`)
  await db.run(sql`DROP TABLE \`stories_van_setup_amenities\`;`)
  await db.run(sql`DROP TABLE \`stories_van_setup_specifications\`;`)
  await db.run(sql`DROP TABLE \`stories\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_version_author_social_links\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_version_van_setup_amenities\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_version_van_setup_specifications\`;`)
  await db.run(sql`DROP TABLE \`_stories_v\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`DROP TABLE \`authors_social_links\`;`)
  await db.run(sql`DROP TABLE \`authors\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`products_sizes\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`DROP TABLE \`products_rels\`;`)
  await db.run(sql`DROP TABLE \`orders_items\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`DROP TABLE \`subscribers\`;`)
  await db.run(sql`DROP TABLE \`story_submissions\`;`)
  await db.run(sql`DROP TABLE \`contact_messages\`;`)
  await db.run(sql`DROP TABLE \`cost_summaries\`;`)
  await db.run(sql`DROP TABLE \`testimonials_categories\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`fuel_prices\`;`)
  await db.run(sql`DROP TABLE \`members_sessions\`;`)
  await db.run(sql`DROP TABLE \`members\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`emails\`;`)
  await db.run(sql`DROP TABLE \`page_views\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`site_settings_partners\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`sponsor_vunked_features_items\`;`)
  await db.run(sql`DROP TABLE \`sponsor_vunked_features_grid\`;`)
  await db.run(sql`DROP TABLE \`sponsor_vunked\`;`)
  await db.run(sql`DROP TABLE \`sponsor_trelino_features_items\`;`)
  await db.run(sql`DROP TABLE \`sponsor_trelino_features_grid\`;`)
  await db.run(sql`DROP TABLE \`sponsor_trelino\`;`)
  await db.run(sql`DROP TABLE \`cost_data_usa_accommodation_apps\`;`)
  await db.run(sql`DROP TABLE \`cost_data_usa_utilities_wifi_options\`;`)
  await db.run(sql`DROP TABLE \`cost_data_canada_accommodation_apps\`;`)
  await db.run(sql`DROP TABLE \`cost_data_canada_utilities_wifi_options\`;`)
  await db.run(sql`DROP TABLE \`cost_data_uk_accommodation_apps\`;`)
  await db.run(sql`DROP TABLE \`cost_data_uk_utilities_wifi_options\`;`)
  await db.run(sql`DROP TABLE \`cost_data_europe_accommodation_apps\`;`)
  await db.run(sql`DROP TABLE \`cost_data_europe_utilities_wifi_options\`;`)
  await db.run(sql`DROP TABLE \`cost_data_australia_accommodation_apps\`;`)
  await db.run(sql`DROP TABLE \`cost_data_australia_utilities_wifi_options\`;`)
  await db.run(sql`DROP TABLE \`cost_data\`;`)
  await db.run(sql`DROP TABLE \`cost_data_texts\`;`)
  await db.run(sql`DROP TABLE \`privacy_policy_sections\`;`)
  await db.run(sql`DROP TABLE \`privacy_policy\`;`)
  await db.run(sql`DROP TABLE \`terms_sections\`;`)
  await db.run(sql`DROP TABLE \`terms\`;`)
}
