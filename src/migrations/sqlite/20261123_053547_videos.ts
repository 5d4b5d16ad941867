import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`videos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`poster_id\` integer,
  	\`captions\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`videos_poster_idx\` ON \`videos\` (\`poster_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_updated_at_idx\` ON \`videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`videos_created_at_idx\` ON \`videos\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`videos_filename_idx\` ON \`videos\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`videos_id\` integer REFERENCES videos(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`ALTER TABLE \`sponsor_vunked\` ADD \`features_video_id\` integer REFERENCES videos(id);`)
  await db.run(sql`CREATE INDEX \`sponsor_vunked_features_features_video_idx\` ON \`sponsor_vunked\` (\`features_video_id\`);`)
  await db.run(sql`ALTER TABLE \`sponsor_vunked\` DROP COLUMN \`features_video_url\`;`)
  await db.run(sql`ALTER TABLE \`sponsor_trelino\` ADD \`features_video_id\` integer REFERENCES videos(id);`)
  await db.run(sql`CREATE INDEX \`sponsor_trelino_features_features_video_idx\` ON \`sponsor_trelino\` (\`features_video_id\`);`)
  await db.run(sql`ALTER TABLE \`sponsor_trelino\` DROP COLUMN \`features_video_url\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`videos\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
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
  	\`newsletter_issues_id\` integer,
  	\`story_submissions_id\` integer,
  	\`contact_messages_id\` integer,
  	\`testimonials_id\` integer,
  	\`cost_summaries_id\` integer,
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
  	FOREIGN KEY (\`newsletter_issues_id\`) REFERENCES \`newsletter_issues\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`story_submissions_id\`) REFERENCES \`story_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cost_summaries_id\`) REFERENCES \`cost_summaries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`fuel_prices_id\`) REFERENCES \`fuel_prices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`emails_id\`) REFERENCES \`emails\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_views_id\`) REFERENCES \`page_views\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "stories_id", "articles_id", "authors_id", "media_id", "products_id", "orders_id", "subscribers_id", "newsletter_issues_id", "story_submissions_id", "contact_messages_id", "testimonials_id", "cost_summaries_id", "fuel_prices_id", "members_id", "users_id", "emails_id", "page_views_id") SELECT "id", "order", "parent_id", "path", "stories_id", "articles_id", "authors_id", "media_id", "products_id", "orders_id", "subscribers_id", "newsletter_issues_id", "story_submissions_id", "contact_messages_id", "testimonials_id", "cost_summaries_id", "fuel_prices_id", "members_id", "users_id", "emails_id", "page_views_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_issues_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_issues_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_story_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`story_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cost_summaries_id_idx\` ON \`payload_locked_documents_rels\` (\`cost_summaries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fuel_prices_id_idx\` ON \`payload_locked_documents_rels\` (\`fuel_prices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_emails_id_idx\` ON \`payload_locked_documents_rels\` (\`emails_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_views_id_idx\` ON \`payload_locked_documents_rels\` (\`page_views_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_sponsor_vunked\` (
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
  await db.run(sql`INSERT INTO \`__new_sponsor_vunked\`("id", "brand_name", "primary_color", "hero_title", "hero_highlight_text", "hero_description", "hero_hero_image_id", "hero_hero_image_alt", "hero_background_color", "hero_primary_c_t_a_label", "hero_primary_c_t_a_href", "hero_secondary_c_t_a_label", "hero_secondary_c_t_a_href", "features_heading", "features_description", "features_video_url", "testimonial_category", "cta_heading", "cta_description", "cta_button_label", "cta_button_href", "seo_title", "seo_description", "updated_at", "created_at") SELECT "id", "brand_name", "primary_color", "hero_title", "hero_highlight_text", "hero_description", "hero_hero_image_id", "hero_hero_image_alt", "hero_background_color", "hero_primary_c_t_a_label", "hero_primary_c_t_a_href", "hero_secondary_c_t_a_label", "hero_secondary_c_t_a_href", "features_heading", "features_description", "features_video_url", "testimonial_category", "cta_heading", "cta_description", "cta_button_label", "cta_button_href", "seo_title", "seo_description", "updated_at", "created_at" FROM \`sponsor_vunked\`;`)
  await db.run(sql`DROP TABLE \`sponsor_vunked\`;`)
  await db.run(sql`ALTER TABLE \`__new_sponsor_vunked\` RENAME TO \`sponsor_vunked\`;`)
  await db.run(sql`CREATE INDEX \`sponsor_vunked_hero_hero_hero_image_idx\` ON \`sponsor_vunked\` (\`hero_hero_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_sponsor_trelino\` (
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
  await db.run(sql`INSERT INTO \`__new_sponsor_trelino\`("id", "brand_name", "primary_color", "hero_title", "hero_highlight_text", "hero_description", "hero_hero_image_id", "hero_hero_image_alt", "hero_background_color", "hero_primary_c_t_a_label", "hero_primary_c_t_a_href", "hero_secondary_c_t_a_label", "hero_secondary_c_t_a_href", "features_heading", "features_description", "features_video_url", "testimonial_category", "cta_heading", "cta_description", "cta_button_label", "cta_button_href", "seo_title", "seo_description", "updated_at", "created_at") SELECT "id", "brand_name", "primary_color", "hero_title", "hero_highlight_text", "hero_description", "hero_hero_image_id", "hero_hero_image_alt", "hero_background_color", "hero_primary_c_t_a_label", "hero_primary_c_t_a_href", "hero_secondary_c_t_a_label", "hero_secondary_c_t_a_href", "features_heading", "features_description", "features_video_url", "testimonial_category", "cta_heading", "cta_description", "cta_button_label", "cta_button_href", "seo_title", "seo_description", "updated_at", "created_at" FROM \`sponsor_trelino\`;`)
  await db.run(sql`DROP TABLE \`sponsor_trelino\`;`)
  await db.run(sql`ALTER TABLE \`__new_sponsor_trelino\` RENAME TO \`sponsor_trelino\`;`)
  await db.run(sql`CREATE INDEX \`sponsor_trelino_hero_hero_hero_image_idx\` ON \`sponsor_trelino\` (\`hero_hero_image_id\`);`)
}
