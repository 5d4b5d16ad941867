import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_stories_author_social_links_platform" AS ENUM('Instagram', 'YouTube', 'TikTok', 'Facebook', 'LinkedIn', 'Website', 'X');
  CREATE TYPE "public"."enum_stories_vanlife_type" AS ENUM('org', 'solo', 'couple', 'family');
  CREATE TYPE "public"."enum_stories_rig_type" AS ENUM('van', 'skoolie');
  CREATE TYPE "public"."enum_stories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__stories_v_version_author_social_links_platform" AS ENUM('Instagram', 'YouTube', 'TikTok', 'Facebook', 'LinkedIn', 'Website', 'X');
  CREATE TYPE "public"."enum__stories_v_version_vanlife_type" AS ENUM('org', 'solo', 'couple', 'family');
  CREATE TYPE "public"."enum__stories_v_version_rig_type" AS ENUM('van', 'skoolie');
  CREATE TYPE "public"."enum__stories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_authors_social_links_platform" AS ENUM('Instagram', 'YouTube', 'TikTok', 'Facebook', 'LinkedIn', 'Website', 'X');
  CREATE TYPE "public"."enum_products_sizes" AS ENUM('S', 'M', 'L', 'XL');
  CREATE TYPE "public"."enum_orders_items_size" AS ENUM('S', 'M', 'L', 'XL');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'paid', 'failed', 'refunded', 'fulfilled');
  CREATE TYPE "public"."enum_subscribers_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  CREATE TYPE "public"."enum_cost_summaries_selected_country" AS ENUM('usa', 'canada', 'uk', 'europe', 'australia');
  CREATE TYPE "public"."enum_testimonials_categories" AS ENUM('vunked', 'trelino');
  CREATE TYPE "public"."enum_fuel_prices_region" AS ENUM('usa', 'canada', 'uk', 'europe', 'australia');
  CREATE TYPE "public"."enum_fuel_prices_fuel_type" AS ENUM('gasoline', 'diesel');
  CREATE TYPE "public"."enum_fuel_prices_unit" AS ENUM('gallon', 'liter');
  CREATE TYPE "public"."enum_fuel_prices_source" AS ENUM('live', 'estimate');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_emails_status" AS ENUM('queued', 'sent', 'failed', 'kept');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_sponsor_vunked_features_items_icon" AS ENUM('zap', 'sun', 'battery', 'leaf', 'droplet', 'shield', 'wrench', 'heart', 'map', 'sparkles');
  CREATE TYPE "public"."enum_sponsor_vunked_features_grid_icon" AS ENUM('zap', 'sun', 'battery', 'leaf', 'droplet', 'shield', 'wrench', 'heart', 'map', 'sparkles');
  CREATE TYPE "public"."enum_sponsor_vunked_testimonial_category" AS ENUM('vunked', 'trelino');
  CREATE TYPE "public"."enum_sponsor_trelino_features_items_icon" AS ENUM('zap', 'sun', 'battery', 'leaf', 'droplet', 'shield', 'wrench', 'heart', 'map', 'sparkles');
  CREATE TYPE "public"."enum_sponsor_trelino_features_grid_icon" AS ENUM('zap', 'sun', 'battery', 'leaf', 'droplet', 'shield', 'wrench', 'heart', 'map', 'sparkles');
  CREATE TYPE "public"."enum_sponsor_trelino_testimonial_category" AS ENUM('vunked', 'trelino');
  CREATE TYPE "public"."enum_cost_data_usa_currency" AS ENUM('USD', 'GBP', 'EUR', 'CAD', 'AUD');
  CREATE TYPE "public"."enum_cost_data_usa_fuel_propane_unit" AS ENUM('gallon', 'liter', 'kg');
  CREATE TYPE "public"."enum_cost_data_usa_fuel_fuel_unit" AS ENUM('gallon', 'liter');
  CREATE TYPE "public"."enum_cost_data_canada_currency" AS ENUM('USD', 'GBP', 'EUR', 'CAD', 'AUD');
  CREATE TYPE "public"."enum_cost_data_canada_fuel_propane_unit" AS ENUM('gallon', 'liter', 'kg');
  CREATE TYPE "public"."enum_cost_data_canada_fuel_fuel_unit" AS ENUM('gallon', 'liter');
  CREATE TYPE "public"."enum_cost_data_uk_currency" AS ENUM('USD', 'GBP', 'EUR', 'CAD', 'AUD');
  CREATE TYPE "public"."enum_cost_data_uk_fuel_propane_unit" AS ENUM('gallon', 'liter', 'kg');
  CREATE TYPE "public"."enum_cost_data_uk_fuel_fuel_unit" AS ENUM('gallon', 'liter');
  CREATE TYPE "public"."enum_cost_data_europe_currency" AS ENUM('USD', 'GBP', 'EUR', 'CAD', 'AUD');
  CREATE TYPE "public"."enum_cost_data_europe_fuel_propane_unit" AS ENUM('gallon', 'liter', 'kg');
  CREATE TYPE "public"."enum_cost_data_europe_fuel_fuel_unit" AS ENUM('gallon', 'liter');
  CREATE TYPE "public"."enum_cost_data_australia_currency" AS ENUM('USD', 'GBP', 'EUR', 'CAD', 'AUD');
  CREATE TYPE "public"."enum_cost_data_australia_fuel_propane_unit" AS ENUM('gallon', 'liter', 'kg');
  CREATE TYPE "public"."enum_cost_data_australia_fuel_fuel_unit" AS ENUM('gallon', 'liter');
  CREATE TABLE "stories_author_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_stories_author_social_links_platform",
  	"url" varchar
  );
  
  CREATE TABLE "stories_van_setup_amenities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar
  );
  
  CREATE TABLE "stories_van_setup_specifications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "stories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"excerpt" varchar,
  	"featured_image_id" integer,
  	"featured_image_portrait_id" integer,
  	"content" jsonb,
  	"author_name" varchar,
  	"author_location" varchar,
  	"author_bio" varchar,
  	"author_image_id" integer,
  	"van_setup_vehicle_year" varchar,
  	"van_setup_vehicle_make" varchar,
  	"van_setup_vehicle_model" varchar,
  	"van_setup_electric_system" varchar,
  	"van_setup_water_system" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"slug" varchar,
  	"publish_date" timestamp(3) with time zone,
  	"read_time" varchar,
  	"vanlife_type" "enum_stories_vanlife_type" DEFAULT 'solo',
  	"rig_type" "enum_stories_rig_type" DEFAULT 'van',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_stories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_stories_v_version_author_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"platform" "enum__stories_v_version_author_social_links_platform",
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_stories_v_version_van_setup_amenities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"item" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_stories_v_version_van_setup_specifications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_stories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_featured_image_id" integer,
  	"version_featured_image_portrait_id" integer,
  	"version_content" jsonb,
  	"version_author_name" varchar,
  	"version_author_location" varchar,
  	"version_author_bio" varchar,
  	"version_author_image_id" integer,
  	"version_van_setup_vehicle_year" varchar,
  	"version_van_setup_vehicle_make" varchar,
  	"version_van_setup_vehicle_model" varchar,
  	"version_van_setup_electric_system" varchar,
  	"version_van_setup_water_system" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_slug" varchar,
  	"version_publish_date" timestamp(3) with time zone,
  	"version_read_time" varchar,
  	"version_vanlife_type" "enum__stories_v_version_vanlife_type" DEFAULT 'solo',
  	"version_rig_type" "enum__stories_v_version_rig_type" DEFAULT 'van',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__stories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"excerpt" varchar,
  	"featured_image_id" integer,
  	"featured_image_portrait_id" integer,
  	"featured_image_credit" varchar,
  	"content" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"canonical_url" varchar,
  	"slug" varchar,
  	"publish_date" timestamp(3) with time zone,
  	"read_time" varchar,
  	"author_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_articles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_featured_image_id" integer,
  	"version_featured_image_portrait_id" integer,
  	"version_featured_image_credit" varchar,
  	"version_content" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_canonical_url" varchar,
  	"version_slug" varchar,
  	"version_publish_date" timestamp(3) with time zone,
  	"version_read_time" varchar,
  	"version_author_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "authors_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_authors_social_links_platform" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "authors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"key" varchar NOT NULL,
  	"bio" varchar,
  	"image_id" integer,
  	"location" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"caption" varchar,
  	"credit" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_featured_url" varchar,
  	"sizes_featured_width" numeric,
  	"sizes_featured_height" numeric,
  	"sizes_featured_mime_type" varchar,
  	"sizes_featured_filesize" numeric,
  	"sizes_featured_filename" varchar,
  	"sizes_portrait_url" varchar,
  	"sizes_portrait_width" numeric,
  	"sizes_portrait_height" numeric,
  	"sizes_portrait_mime_type" varchar,
  	"sizes_portrait_filesize" numeric,
  	"sizes_portrait_filename" varchar,
  	"sizes_avatar_url" varchar,
  	"sizes_avatar_width" numeric,
  	"sizes_avatar_height" numeric,
  	"sizes_avatar_mime_type" varchar,
  	"sizes_avatar_filesize" numeric,
  	"sizes_avatar_filename" varchar,
  	"sizes_small_url" varchar,
  	"sizes_small_width" numeric,
  	"sizes_small_height" numeric,
  	"sizes_small_mime_type" varchar,
  	"sizes_small_filesize" numeric,
  	"sizes_small_filename" varchar,
  	"sizes_medium_url" varchar,
  	"sizes_medium_width" numeric,
  	"sizes_medium_height" numeric,
  	"sizes_medium_mime_type" varchar,
  	"sizes_medium_filesize" numeric,
  	"sizes_medium_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar
  );
  
  CREATE TABLE "products_sizes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_products_sizes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"price" numeric NOT NULL,
  	"original_price" numeric,
  	"description" varchar NOT NULL,
  	"long_description" varchar,
  	"in_stock" boolean DEFAULT true,
  	"featured" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "products_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "orders_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"product_name" varchar NOT NULL,
  	"size" "enum_orders_items_size",
  	"quantity" numeric NOT NULL,
  	"unit_price" numeric NOT NULL,
  	"total_price" numeric NOT NULL
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_number" varchar NOT NULL,
  	"member_id" integer,
  	"status" "enum_orders_status" DEFAULT 'pending' NOT NULL,
  	"email" varchar NOT NULL,
  	"customer_first_name" varchar NOT NULL,
  	"customer_last_name" varchar NOT NULL,
  	"customer_address" varchar NOT NULL,
  	"customer_city" varchar NOT NULL,
  	"customer_postal_code" varchar NOT NULL,
  	"customer_country" varchar DEFAULT 'US' NOT NULL,
  	"subtotal" numeric NOT NULL,
  	"tax" numeric NOT NULL,
  	"total" numeric NOT NULL,
  	"payment_session_id" varchar,
  	"paid_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"first_name" varchar,
  	"status" "enum_subscribers_status" DEFAULT 'pending' NOT NULL,
  	"source" varchar,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "story_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"location" varchar NOT NULL,
  	"instagram" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"subscribe_to_newsletter" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cost_summaries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer,
  	"user_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"selected_country" "enum_cost_summaries_selected_country" NOT NULL,
  	"inputs" jsonb,
  	"breakdown" jsonb,
  	"subtotal_cost" numeric NOT NULL,
  	"total_monthly_cost" numeric NOT NULL,
  	"once_off_costs" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "testimonials_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_testimonials_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"title" varchar,
  	"stars" numeric DEFAULT 5 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "fuel_prices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"region" "enum_fuel_prices_region" NOT NULL,
  	"fuel_type" "enum_fuel_prices_fuel_type" NOT NULL,
  	"price" numeric NOT NULL,
  	"unit" "enum_fuel_prices_unit" DEFAULT 'gallon' NOT NULL,
  	"source" "enum_fuel_prices_source" DEFAULT 'estimate' NOT NULL,
  	"last_updated" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "members_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"phone" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"_verified" boolean,
  	"_verificationtoken" varchar,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "emails" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"status" "enum_emails_status" DEFAULT 'queued' NOT NULL,
  	"html" varchar,
  	"text" varchar,
  	"error" varchar,
  	"attempts" numeric DEFAULT 0,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "page_views" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"referrer_host" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"stories_id" integer,
  	"articles_id" integer,
  	"authors_id" integer,
  	"media_id" integer,
  	"products_id" integer,
  	"orders_id" integer,
  	"subscribers_id" integer,
  	"story_submissions_id" integer,
  	"contact_messages_id" integer,
  	"cost_summaries_id" integer,
  	"testimonials_id" integer,
  	"fuel_prices_id" integer,
  	"members_id" integer,
  	"users_id" integer,
  	"emails_id" integer,
  	"page_views_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"members_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_partners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"logo_id" integer NOT NULL,
  	"alt" varchar NOT NULL,
  	"link" varchar
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_name" varchar DEFAULT 'Vanlife Community' NOT NULL,
  	"tagline" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"footer_blurb" varchar NOT NULL,
  	"socials_instagram" varchar,
  	"socials_linkedin" varchar,
  	"socials_youtube" varchar,
  	"contact_general_email" varchar NOT NULL,
  	"contact_privacy_email" varchar NOT NULL,
  	"contact_stories_email" varchar NOT NULL,
  	"presenting_partner_name" varchar,
  	"presenting_partner_logo_id" integer,
  	"presenting_partner_link" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "sponsor_vunked_features_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"icon" "enum_sponsor_vunked_features_items_icon" DEFAULT 'zap'
  );
  
  CREATE TABLE "sponsor_vunked_features_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"icon" "enum_sponsor_vunked_features_grid_icon" DEFAULT 'zap'
  );
  
  CREATE TABLE "sponsor_vunked" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand_name" varchar NOT NULL,
  	"primary_color" varchar NOT NULL,
  	"hero_title" varchar NOT NULL,
  	"hero_highlight_text" varchar,
  	"hero_description" varchar NOT NULL,
  	"hero_hero_image_id" integer,
  	"hero_hero_image_alt" varchar,
  	"hero_background_color" varchar,
  	"hero_primary_c_t_a_label" varchar NOT NULL,
  	"hero_primary_c_t_a_href" varchar NOT NULL,
  	"hero_secondary_c_t_a_label" varchar NOT NULL,
  	"hero_secondary_c_t_a_href" varchar NOT NULL,
  	"features_heading" varchar NOT NULL,
  	"features_description" varchar,
  	"features_video_url" varchar,
  	"testimonial_category" "enum_sponsor_vunked_testimonial_category" NOT NULL,
  	"cta_heading" varchar NOT NULL,
  	"cta_description" varchar,
  	"cta_button_label" varchar NOT NULL,
  	"cta_button_href" varchar NOT NULL,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "sponsor_trelino_features_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"icon" "enum_sponsor_trelino_features_items_icon" DEFAULT 'zap'
  );
  
  CREATE TABLE "sponsor_trelino_features_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"icon" "enum_sponsor_trelino_features_grid_icon" DEFAULT 'zap'
  );
  
  CREATE TABLE "sponsor_trelino" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand_name" varchar NOT NULL,
  	"primary_color" varchar NOT NULL,
  	"hero_title" varchar NOT NULL,
  	"hero_highlight_text" varchar,
  	"hero_description" varchar NOT NULL,
  	"hero_hero_image_id" integer,
  	"hero_hero_image_alt" varchar,
  	"hero_background_color" varchar,
  	"hero_primary_c_t_a_label" varchar NOT NULL,
  	"hero_primary_c_t_a_href" varchar NOT NULL,
  	"hero_secondary_c_t_a_label" varchar NOT NULL,
  	"hero_secondary_c_t_a_href" varchar NOT NULL,
  	"features_heading" varchar NOT NULL,
  	"features_description" varchar,
  	"features_video_url" varchar,
  	"testimonial_category" "enum_sponsor_trelino_testimonial_category" NOT NULL,
  	"cta_heading" varchar NOT NULL,
  	"cta_description" varchar,
  	"cta_button_label" varchar NOT NULL,
  	"cta_button_href" varchar NOT NULL,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cost_data_usa_accommodation_apps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"cost" numeric NOT NULL,
  	"premium" boolean DEFAULT false
  );
  
  CREATE TABLE "cost_data_usa_utilities_wifi_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"monthly_cost" numeric NOT NULL,
  	"setup_cost" numeric NOT NULL
  );
  
  CREATE TABLE "cost_data_canada_accommodation_apps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"cost" numeric NOT NULL,
  	"premium" boolean DEFAULT false
  );
  
  CREATE TABLE "cost_data_canada_utilities_wifi_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"monthly_cost" numeric NOT NULL,
  	"setup_cost" numeric NOT NULL
  );
  
  CREATE TABLE "cost_data_uk_accommodation_apps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"cost" numeric NOT NULL,
  	"premium" boolean DEFAULT false
  );
  
  CREATE TABLE "cost_data_uk_utilities_wifi_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"monthly_cost" numeric NOT NULL,
  	"setup_cost" numeric NOT NULL
  );
  
  CREATE TABLE "cost_data_europe_accommodation_apps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"cost" numeric NOT NULL,
  	"premium" boolean DEFAULT false
  );
  
  CREATE TABLE "cost_data_europe_utilities_wifi_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"monthly_cost" numeric NOT NULL,
  	"setup_cost" numeric NOT NULL
  );
  
  CREATE TABLE "cost_data_australia_accommodation_apps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"cost" numeric NOT NULL,
  	"premium" boolean DEFAULT false
  );
  
  CREATE TABLE "cost_data_australia_utilities_wifi_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"monthly_cost" numeric NOT NULL,
  	"setup_cost" numeric NOT NULL
  );
  
  CREATE TABLE "cost_data" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"usa_available" boolean DEFAULT false,
  	"usa_currency" "enum_cost_data_usa_currency" NOT NULL,
  	"usa_accommodation_campsite_min" numeric NOT NULL,
  	"usa_accommodation_campsite_max" numeric NOT NULL,
  	"usa_accommodation_urban_parking_min" numeric NOT NULL,
  	"usa_accommodation_urban_parking_max" numeric NOT NULL,
  	"usa_accommodation_storage_min" numeric NOT NULL,
  	"usa_accommodation_storage_max" numeric NOT NULL,
  	"usa_fuel_gasoline_avg" numeric NOT NULL,
  	"usa_fuel_diesel_avg" numeric NOT NULL,
  	"usa_fuel_propane_price" numeric NOT NULL,
  	"usa_fuel_propane_unit" "enum_cost_data_usa_fuel_propane_unit" NOT NULL,
  	"usa_fuel_fuel_unit" "enum_cost_data_usa_fuel_fuel_unit" DEFAULT 'gallon' NOT NULL,
  	"usa_fuel_tolls_avg" numeric NOT NULL,
  	"usa_fuel_ferries_avg" numeric NOT NULL,
  	"usa_fuel_repairs_avg" numeric NOT NULL,
  	"usa_fuel_maintenance_costs_yearly_oil_change" numeric NOT NULL,
  	"usa_fuel_maintenance_costs_yearly_tires" numeric NOT NULL,
  	"usa_fuel_maintenance_costs_yearly_brakes" numeric NOT NULL,
  	"usa_fuel_insurance_monthly_min" numeric NOT NULL,
  	"usa_fuel_insurance_monthly_max" numeric NOT NULL,
  	"usa_fuel_registration_yearly_min" numeric NOT NULL,
  	"usa_fuel_registration_yearly_max" numeric NOT NULL,
  	"usa_utilities_cellular_data_min" numeric NOT NULL,
  	"usa_utilities_cellular_data_max" numeric NOT NULL,
  	"usa_utilities_cellular_data_avg" numeric NOT NULL,
  	"usa_utilities_power_hookups_campground_avg" numeric NOT NULL,
  	"usa_utilities_power_hookups_solar_setup_cost" numeric NOT NULL,
  	"usa_utilities_laundry_cost_per_load" numeric NOT NULL,
  	"usa_utilities_gym_membership_cost_per_month" numeric NOT NULL,
  	"usa_utilities_gym_membership_national_chains" varchar,
  	"usa_food_groceries_min" numeric NOT NULL,
  	"usa_food_groceries_max" numeric NOT NULL,
  	"usa_food_groceries_avg" numeric NOT NULL,
  	"usa_food_dining_out_coffee_cost_per_cup" numeric NOT NULL,
  	"usa_food_dining_out_coffee_avg_visits_per_week" numeric NOT NULL,
  	"usa_food_dining_out_takeout_meal_min" numeric NOT NULL,
  	"usa_food_dining_out_takeout_meal_max" numeric NOT NULL,
  	"usa_food_dining_out_takeout_avg_meals_per_week" numeric NOT NULL,
  	"usa_food_dining_out_restaurant_meal_min" numeric NOT NULL,
  	"usa_food_dining_out_restaurant_meal_max" numeric NOT NULL,
  	"usa_food_dining_out_restaurant_avg_meals_per_week" numeric NOT NULL,
  	"usa_food_specialty_items_description" varchar,
  	"usa_food_specialty_items_monthly_cost" numeric NOT NULL,
  	"usa_health_health_insurance_min" numeric NOT NULL,
  	"usa_health_health_insurance_max" numeric NOT NULL,
  	"usa_health_health_insurance_avg" numeric NOT NULL,
  	"usa_health_pharmacy_costs_min" numeric NOT NULL,
  	"usa_health_pharmacy_costs_max" numeric NOT NULL,
  	"usa_health_pharmacy_costs_avg" numeric NOT NULL,
  	"usa_health_travel_medical_insurance_min" numeric NOT NULL,
  	"usa_health_travel_medical_insurance_max" numeric NOT NULL,
  	"usa_health_travel_medical_insurance_avg" numeric NOT NULL,
  	"canada_available" boolean DEFAULT false,
  	"canada_currency" "enum_cost_data_canada_currency" NOT NULL,
  	"canada_accommodation_campsite_min" numeric NOT NULL,
  	"canada_accommodation_campsite_max" numeric NOT NULL,
  	"canada_accommodation_urban_parking_min" numeric NOT NULL,
  	"canada_accommodation_urban_parking_max" numeric NOT NULL,
  	"canada_accommodation_storage_min" numeric NOT NULL,
  	"canada_accommodation_storage_max" numeric NOT NULL,
  	"canada_fuel_gasoline_avg" numeric NOT NULL,
  	"canada_fuel_diesel_avg" numeric NOT NULL,
  	"canada_fuel_propane_price" numeric NOT NULL,
  	"canada_fuel_propane_unit" "enum_cost_data_canada_fuel_propane_unit" NOT NULL,
  	"canada_fuel_fuel_unit" "enum_cost_data_canada_fuel_fuel_unit" DEFAULT 'gallon' NOT NULL,
  	"canada_fuel_tolls_avg" numeric NOT NULL,
  	"canada_fuel_ferries_avg" numeric NOT NULL,
  	"canada_fuel_repairs_avg" numeric NOT NULL,
  	"canada_fuel_maintenance_costs_yearly_oil_change" numeric NOT NULL,
  	"canada_fuel_maintenance_costs_yearly_tires" numeric NOT NULL,
  	"canada_fuel_maintenance_costs_yearly_brakes" numeric NOT NULL,
  	"canada_fuel_insurance_monthly_min" numeric NOT NULL,
  	"canada_fuel_insurance_monthly_max" numeric NOT NULL,
  	"canada_fuel_registration_yearly_min" numeric NOT NULL,
  	"canada_fuel_registration_yearly_max" numeric NOT NULL,
  	"canada_utilities_cellular_data_min" numeric NOT NULL,
  	"canada_utilities_cellular_data_max" numeric NOT NULL,
  	"canada_utilities_cellular_data_avg" numeric NOT NULL,
  	"canada_utilities_power_hookups_campground_avg" numeric NOT NULL,
  	"canada_utilities_power_hookups_solar_setup_cost" numeric NOT NULL,
  	"canada_utilities_laundry_cost_per_load" numeric NOT NULL,
  	"canada_utilities_gym_membership_cost_per_month" numeric NOT NULL,
  	"canada_utilities_gym_membership_national_chains" varchar,
  	"canada_food_groceries_min" numeric NOT NULL,
  	"canada_food_groceries_max" numeric NOT NULL,
  	"canada_food_groceries_avg" numeric NOT NULL,
  	"canada_food_dining_out_coffee_cost_per_cup" numeric NOT NULL,
  	"canada_food_dining_out_coffee_avg_visits_per_week" numeric NOT NULL,
  	"canada_food_dining_out_takeout_meal_min" numeric NOT NULL,
  	"canada_food_dining_out_takeout_meal_max" numeric NOT NULL,
  	"canada_food_dining_out_takeout_avg_meals_per_week" numeric NOT NULL,
  	"canada_food_dining_out_restaurant_meal_min" numeric NOT NULL,
  	"canada_food_dining_out_restaurant_meal_max" numeric NOT NULL,
  	"canada_food_dining_out_restaurant_avg_meals_per_week" numeric NOT NULL,
  	"canada_food_specialty_items_description" varchar,
  	"canada_food_specialty_items_monthly_cost" numeric NOT NULL,
  	"canada_health_health_insurance_min" numeric NOT NULL,
  	"canada_health_health_insurance_max" numeric NOT NULL,
  	"canada_health_health_insurance_avg" numeric NOT NULL,
  	"canada_health_pharmacy_costs_min" numeric NOT NULL,
  	"canada_health_pharmacy_costs_max" numeric NOT NULL,
  	"canada_health_pharmacy_costs_avg" numeric NOT NULL,
  	"canada_health_travel_medical_insurance_min" numeric NOT NULL,
  	"canada_health_travel_medical_insurance_max" numeric NOT NULL,
  	"canada_health_travel_medical_insurance_avg" numeric NOT NULL,
  	"uk_available" boolean DEFAULT false,
  	"uk_currency" "enum_cost_data_uk_currency" NOT NULL,
  	"uk_accommodation_campsite_min" numeric NOT NULL,
  	"uk_accommodation_campsite_max" numeric NOT NULL,
  	"uk_accommodation_urban_parking_min" numeric NOT NULL,
  	"uk_accommodation_urban_parking_max" numeric NOT NULL,
  	"uk_accommodation_storage_min" numeric NOT NULL,
  	"uk_accommodation_storage_max" numeric NOT NULL,
  	"uk_fuel_gasoline_avg" numeric NOT NULL,
  	"uk_fuel_diesel_avg" numeric NOT NULL,
  	"uk_fuel_propane_price" numeric NOT NULL,
  	"uk_fuel_propane_unit" "enum_cost_data_uk_fuel_propane_unit" NOT NULL,
  	"uk_fuel_fuel_unit" "enum_cost_data_uk_fuel_fuel_unit" DEFAULT 'gallon' NOT NULL,
  	"uk_fuel_tolls_avg" numeric NOT NULL,
  	"uk_fuel_ferries_avg" numeric NOT NULL,
  	"uk_fuel_repairs_avg" numeric NOT NULL,
  	"uk_fuel_maintenance_costs_yearly_oil_change" numeric NOT NULL,
  	"uk_fuel_maintenance_costs_yearly_tires" numeric NOT NULL,
  	"uk_fuel_maintenance_costs_yearly_brakes" numeric NOT NULL,
  	"uk_fuel_insurance_monthly_min" numeric NOT NULL,
  	"uk_fuel_insurance_monthly_max" numeric NOT NULL,
  	"uk_fuel_registration_yearly_min" numeric NOT NULL,
  	"uk_fuel_registration_yearly_max" numeric NOT NULL,
  	"uk_utilities_cellular_data_min" numeric NOT NULL,
  	"uk_utilities_cellular_data_max" numeric NOT NULL,
  	"uk_utilities_cellular_data_avg" numeric NOT NULL,
  	"uk_utilities_power_hookups_campground_avg" numeric NOT NULL,
  	"uk_utilities_power_hookups_solar_setup_cost" numeric NOT NULL,
  	"uk_utilities_laundry_cost_per_load" numeric NOT NULL,
  	"uk_utilities_gym_membership_cost_per_month" numeric NOT NULL,
  	"uk_utilities_gym_membership_national_chains" varchar,
  	"uk_food_groceries_min" numeric NOT NULL,
  	"uk_food_groceries_max" numeric NOT NULL,
  	"uk_food_groceries_avg" numeric NOT NULL,
  	"uk_food_dining_out_coffee_cost_per_cup" numeric NOT NULL,
  	"uk_food_dining_out_coffee_avg_visits_per_week" numeric NOT NULL,
  	"uk_food_dining_out_takeout_meal_min" numeric NOT NULL,
  	"uk_food_dining_out_takeout_meal_max" numeric NOT NULL,
  	"uk_food_dining_out_takeout_avg_meals_per_week" numeric NOT NULL,
  	"uk_food_dining_out_restaurant_meal_min" numeric NOT NULL,
  	"uk_food_dining_out_restaurant_meal_max" numeric NOT NULL,
  	"uk_food_dining_out_restaurant_avg_meals_per_week" numeric NOT NULL,
  	"uk_food_specialty_items_description" varchar,
  	"uk_food_specialty_items_monthly_cost" numeric NOT NULL,
  	"uk_health_health_insurance_min" numeric NOT NULL,
  	"uk_health_health_insurance_max" numeric NOT NULL,
  	"uk_health_health_insurance_avg" numeric NOT NULL,
  	"uk_health_pharmacy_costs_min" numeric NOT NULL,
  	"uk_health_pharmacy_costs_max" numeric NOT NULL,
  	"uk_health_pharmacy_costs_avg" numeric NOT NULL,
  	"uk_health_travel_medical_insurance_min" numeric NOT NULL,
  	"uk_health_travel_medical_insurance_max" numeric NOT NULL,
  	"uk_health_travel_medical_insurance_avg" numeric NOT NULL,
  	"europe_available" boolean DEFAULT false,
  	"europe_currency" "enum_cost_data_europe_currency" NOT NULL,
  	"europe_accommodation_campsite_min" numeric NOT NULL,
  	"europe_accommodation_campsite_max" numeric NOT NULL,
  	"europe_accommodation_urban_parking_min" numeric NOT NULL,
  	"europe_accommodation_urban_parking_max" numeric NOT NULL,
  	"europe_accommodation_storage_min" numeric NOT NULL,
  	"europe_accommodation_storage_max" numeric NOT NULL,
  	"europe_fuel_gasoline_avg" numeric NOT NULL,
  	"europe_fuel_diesel_avg" numeric NOT NULL,
  	"europe_fuel_propane_price" numeric NOT NULL,
  	"europe_fuel_propane_unit" "enum_cost_data_europe_fuel_propane_unit" NOT NULL,
  	"europe_fuel_fuel_unit" "enum_cost_data_europe_fuel_fuel_unit" DEFAULT 'gallon' NOT NULL,
  	"europe_fuel_tolls_avg" numeric NOT NULL,
  	"europe_fuel_ferries_avg" numeric NOT NULL,
  	"europe_fuel_repairs_avg" numeric NOT NULL,
  	"europe_fuel_maintenance_costs_yearly_oil_change" numeric NOT NULL,
  	"europe_fuel_maintenance_costs_yearly_tires" numeric NOT NULL,
  	"europe_fuel_maintenance_costs_yearly_brakes" numeric NOT NULL,
  	"europe_fuel_insurance_monthly_min" numeric NOT NULL,
  	"europe_fuel_insurance_monthly_max" numeric NOT NULL,
  	"europe_fuel_registration_yearly_min" numeric NOT NULL,
  	"europe_fuel_registration_yearly_max" numeric NOT NULL,
  	"europe_utilities_cellular_data_min" numeric NOT NULL,
  	"europe_utilities_cellular_data_max" numeric NOT NULL,
  	"europe_utilities_cellular_data_avg" numeric NOT NULL,
  	"europe_utilities_power_hookups_campground_avg" numeric NOT NULL,
  	"europe_utilities_power_hookups_solar_setup_cost" numeric NOT NULL,
  	"europe_utilities_laundry_cost_per_load" numeric NOT NULL,
  	"europe_utilities_gym_membership_cost_per_month" numeric NOT NULL,
  	"europe_utilities_gym_membership_national_chains" varchar,
  	"europe_food_groceries_min" numeric NOT NULL,
  	"europe_food_groceries_max" numeric NOT NULL,
  	"europe_food_groceries_avg" numeric NOT NULL,
  	"europe_food_dining_out_coffee_cost_per_cup" numeric NOT NULL,
  	"europe_food_dining_out_coffee_avg_visits_per_week" numeric NOT NULL,
  	"europe_food_dining_out_takeout_meal_min" numeric NOT NULL,
  	"europe_food_dining_out_takeout_meal_max" numeric NOT NULL,
  	"europe_food_dining_out_takeout_avg_meals_per_week" numeric NOT NULL,
  	"europe_food_dining_out_restaurant_meal_min" numeric NOT NULL,
  	"europe_food_dining_out_restaurant_meal_max" numeric NOT NULL,
  	"europe_food_dining_out_restaurant_avg_meals_per_week" numeric NOT NULL,
  	"europe_food_specialty_items_description" varchar,
  	"europe_food_specialty_items_monthly_cost" numeric NOT NULL,
  	"europe_health_health_insurance_min" numeric NOT NULL,
  	"europe_health_health_insurance_max" numeric NOT NULL,
  	"europe_health_health_insurance_avg" numeric NOT NULL,
  	"europe_health_pharmacy_costs_min" numeric NOT NULL,
  	"europe_health_pharmacy_costs_max" numeric NOT NULL,
  	"europe_health_pharmacy_costs_avg" numeric NOT NULL,
  	"europe_health_travel_medical_insurance_min" numeric NOT NULL,
  	"europe_health_travel_medical_insurance_max" numeric NOT NULL,
  	"europe_health_travel_medical_insurance_avg" numeric NOT NULL,
  	"australia_available" boolean DEFAULT false,
  	"australia_currency" "enum_cost_data_australia_currency" NOT NULL,
  	"australia_accommodation_campsite_min" numeric NOT NULL,
  	"australia_accommodation_campsite_max" numeric NOT NULL,
  	"australia_accommodation_urban_parking_min" numeric NOT NULL,
  	"australia_accommodation_urban_parking_max" numeric NOT NULL,
  	"australia_accommodation_storage_min" numeric NOT NULL,
  	"australia_accommodation_storage_max" numeric NOT NULL,
  	"australia_fuel_gasoline_avg" numeric NOT NULL,
  	"australia_fuel_diesel_avg" numeric NOT NULL,
  	"australia_fuel_propane_price" numeric NOT NULL,
  	"australia_fuel_propane_unit" "enum_cost_data_australia_fuel_propane_unit" NOT NULL,
  	"australia_fuel_fuel_unit" "enum_cost_data_australia_fuel_fuel_unit" DEFAULT 'gallon' NOT NULL,
  	"australia_fuel_tolls_avg" numeric NOT NULL,
  	"australia_fuel_ferries_avg" numeric NOT NULL,
  	"australia_fuel_repairs_avg" numeric NOT NULL,
  	"australia_fuel_maintenance_costs_yearly_oil_change" numeric NOT NULL,
  	"australia_fuel_maintenance_costs_yearly_tires" numeric NOT NULL,
  	"australia_fuel_maintenance_costs_yearly_brakes" numeric NOT NULL,
  	"australia_fuel_insurance_monthly_min" numeric NOT NULL,
  	"australia_fuel_insurance_monthly_max" numeric NOT NULL,
  	"australia_fuel_registration_yearly_min" numeric NOT NULL,
  	"australia_fuel_registration_yearly_max" numeric NOT NULL,
  	"australia_utilities_cellular_data_min" numeric NOT NULL,
  	"australia_utilities_cellular_data_max" numeric NOT NULL,
  	"australia_utilities_cellular_data_avg" numeric NOT NULL,
  	"australia_utilities_power_hookups_campground_avg" numeric NOT NULL,
  	"australia_utilities_power_hookups_solar_setup_cost" numeric NOT NULL,
  	"australia_utilities_laundry_cost_per_load" numeric NOT NULL,
  	"australia_utilities_gym_membership_cost_per_month" numeric NOT NULL,
  	"australia_utilities_gym_membership_national_chains" varchar,
  	"australia_food_groceries_min" numeric NOT NULL,
  	"australia_food_groceries_max" numeric NOT NULL,
  	"australia_food_groceries_avg" numeric NOT NULL,
  	"australia_food_dining_out_coffee_cost_per_cup" numeric NOT NULL,
  	"australia_food_dining_out_coffee_avg_visits_per_week" numeric NOT NULL,
  	"australia_food_dining_out_takeout_meal_min" numeric NOT NULL,
  	"australia_food_dining_out_takeout_meal_max" numeric NOT NULL,
  	"australia_food_dining_out_takeout_avg_meals_per_week" numeric NOT NULL,
  	"australia_food_dining_out_restaurant_meal_min" numeric NOT NULL,
  	"australia_food_dining_out_restaurant_meal_max" numeric NOT NULL,
  	"australia_food_dining_out_restaurant_avg_meals_per_week" numeric NOT NULL,
  	"australia_food_specialty_items_description" varchar,
  	"australia_food_specialty_items_monthly_cost" numeric NOT NULL,
  	"australia_health_health_insurance_min" numeric NOT NULL,
  	"australia_health_health_insurance_max" numeric NOT NULL,
  	"australia_health_health_insurance_avg" numeric NOT NULL,
  	"australia_health_pharmacy_costs_min" numeric NOT NULL,
  	"australia_health_pharmacy_costs_max" numeric NOT NULL,
  	"australia_health_pharmacy_costs_avg" numeric NOT NULL,
  	"australia_health_travel_medical_insurance_min" numeric NOT NULL,
  	"australia_health_travel_medical_insurance_max" numeric NOT NULL,
  	"australia_health_travel_medical_insurance_avg" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cost_data_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "privacy_policy_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"body" varchar NOT NULL
  );
  
  CREATE TABLE "privacy_policy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"effective_date" timestamp(3) with time zone NOT NULL,
  	"intro" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "terms_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"body" varchar NOT NULL
  );
  
  CREATE TABLE "terms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"effective_date" timestamp(3) with time zone NOT NULL,
  	"intro" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "stories_author_social_links" ADD CONSTRAINT "stories_author_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_van_setup_amenities" ADD CONSTRAINT "stories_van_setup_amenities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_van_setup_specifications" ADD CONSTRAINT "stories_van_setup_specifications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories" ADD CONSTRAINT "stories_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories" ADD CONSTRAINT "stories_featured_image_portrait_id_media_id_fk" FOREIGN KEY ("featured_image_portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories" ADD CONSTRAINT "stories_author_image_id_media_id_fk" FOREIGN KEY ("author_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v_version_author_social_links" ADD CONSTRAINT "_stories_v_version_author_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_version_van_setup_amenities" ADD CONSTRAINT "_stories_v_version_van_setup_amenities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_version_van_setup_specifications" ADD CONSTRAINT "_stories_v_version_van_setup_specifications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_parent_id_stories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_version_featured_image_id_media_id_fk" FOREIGN KEY ("version_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_version_featured_image_portrait_id_media_id_fk" FOREIGN KEY ("version_featured_image_portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_version_author_image_id_media_id_fk" FOREIGN KEY ("version_author_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_featured_image_portrait_id_media_id_fk" FOREIGN KEY ("featured_image_portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_featured_image_id_media_id_fk" FOREIGN KEY ("version_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_featured_image_portrait_id_media_id_fk" FOREIGN KEY ("version_featured_image_portrait_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_author_id_authors_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "authors_social_links" ADD CONSTRAINT "authors_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "authors" ADD CONSTRAINT "authors_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_sizes" ADD CONSTRAINT "products_sizes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_items" ADD CONSTRAINT "orders_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_items" ADD CONSTRAINT "orders_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cost_summaries" ADD CONSTRAINT "cost_summaries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "testimonials_categories" ADD CONSTRAINT "testimonials_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "members_sessions" ADD CONSTRAINT "members_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stories_fk" FOREIGN KEY ("stories_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscribers_fk" FOREIGN KEY ("subscribers_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_story_submissions_fk" FOREIGN KEY ("story_submissions_id") REFERENCES "public"."story_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cost_summaries_fk" FOREIGN KEY ("cost_summaries_id") REFERENCES "public"."cost_summaries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fuel_prices_fk" FOREIGN KEY ("fuel_prices_id") REFERENCES "public"."fuel_prices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_members_fk" FOREIGN KEY ("members_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_emails_fk" FOREIGN KEY ("emails_id") REFERENCES "public"."emails"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_views_fk" FOREIGN KEY ("page_views_id") REFERENCES "public"."page_views"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_members_fk" FOREIGN KEY ("members_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_partners" ADD CONSTRAINT "site_settings_partners_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_partners" ADD CONSTRAINT "site_settings_partners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_presenting_partner_logo_id_media_id_fk" FOREIGN KEY ("presenting_partner_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sponsor_vunked_features_items" ADD CONSTRAINT "sponsor_vunked_features_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sponsor_vunked"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sponsor_vunked_features_grid" ADD CONSTRAINT "sponsor_vunked_features_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sponsor_vunked"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sponsor_vunked" ADD CONSTRAINT "sponsor_vunked_hero_hero_image_id_media_id_fk" FOREIGN KEY ("hero_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sponsor_trelino_features_items" ADD CONSTRAINT "sponsor_trelino_features_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sponsor_trelino"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sponsor_trelino_features_grid" ADD CONSTRAINT "sponsor_trelino_features_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sponsor_trelino"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sponsor_trelino" ADD CONSTRAINT "sponsor_trelino_hero_hero_image_id_media_id_fk" FOREIGN KEY ("hero_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cost_data_usa_accommodation_apps" ADD CONSTRAINT "cost_data_usa_accommodation_apps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cost_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cost_data_usa_utilities_wifi_options" ADD CONSTRAINT "cost_data_usa_utilities_wifi_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cost_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cost_data_canada_accommodation_apps" ADD CONSTRAINT "cost_data_canada_accommodation_apps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cost_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cost_data_canada_utilities_wifi_options" ADD CONSTRAINT "cost_data_canada_utilities_wifi_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cost_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cost_data_uk_accommodation_apps" ADD CONSTRAINT "cost_data_uk_accommodation_apps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cost_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cost_data_uk_utilities_wifi_options" ADD CONSTRAINT "cost_data_uk_utilities_wifi_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cost_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cost_data_europe_accommodation_apps" ADD CONSTRAINT "cost_data_europe_accommodation_apps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cost_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cost_data_europe_utilities_wifi_options" ADD CONSTRAINT "cost_data_europe_utilities_wifi_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cost_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cost_data_australia_accommodation_apps" ADD CONSTRAINT "cost_data_australia_accommodation_apps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cost_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cost_data_australia_utilities_wifi_options" ADD CONSTRAINT "cost_data_australia_utilities_wifi_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cost_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cost_data_texts" ADD CONSTRAINT "cost_data_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cost_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "privacy_policy_sections" ADD CONSTRAINT "privacy_policy_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."privacy_policy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "terms_sections" ADD CONSTRAINT "terms_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "stories_author_social_links_order_idx" ON "stories_author_social_links" USING btree ("_order");
  CREATE INDEX "stories_author_social_links_parent_id_idx" ON "stories_author_social_links" USING btree ("_parent_id");
  CREATE INDEX "stories_van_setup_amenities_order_idx" ON "stories_van_setup_amenities" USING btree ("_order");
  CREATE INDEX "stories_van_setup_amenities_parent_id_idx" ON "stories_van_setup_amenities" USING btree ("_parent_id");
  CREATE INDEX "stories_van_setup_specifications_order_idx" ON "stories_van_setup_specifications" USING btree ("_order");
  CREATE INDEX "stories_van_setup_specifications_parent_id_idx" ON "stories_van_setup_specifications" USING btree ("_parent_id");
  CREATE INDEX "stories_featured_image_idx" ON "stories" USING btree ("featured_image_id");
  CREATE INDEX "stories_featured_image_portrait_idx" ON "stories" USING btree ("featured_image_portrait_id");
  CREATE INDEX "stories_author_author_image_idx" ON "stories" USING btree ("author_image_id");
  CREATE UNIQUE INDEX "stories_slug_idx" ON "stories" USING btree ("slug");
  CREATE INDEX "stories_publish_date_idx" ON "stories" USING btree ("publish_date");
  CREATE INDEX "stories_updated_at_idx" ON "stories" USING btree ("updated_at");
  CREATE INDEX "stories_created_at_idx" ON "stories" USING btree ("created_at");
  CREATE INDEX "stories__status_idx" ON "stories" USING btree ("_status");
  CREATE INDEX "_stories_v_version_author_social_links_order_idx" ON "_stories_v_version_author_social_links" USING btree ("_order");
  CREATE INDEX "_stories_v_version_author_social_links_parent_id_idx" ON "_stories_v_version_author_social_links" USING btree ("_parent_id");
  CREATE INDEX "_stories_v_version_van_setup_amenities_order_idx" ON "_stories_v_version_van_setup_amenities" USING btree ("_order");
  CREATE INDEX "_stories_v_version_van_setup_amenities_parent_id_idx" ON "_stories_v_version_van_setup_amenities" USING btree ("_parent_id");
  CREATE INDEX "_stories_v_version_van_setup_specifications_order_idx" ON "_stories_v_version_van_setup_specifications" USING btree ("_order");
  CREATE INDEX "_stories_v_version_van_setup_specifications_parent_id_idx" ON "_stories_v_version_van_setup_specifications" USING btree ("_parent_id");
  CREATE INDEX "_stories_v_parent_idx" ON "_stories_v" USING btree ("parent_id");
  CREATE INDEX "_stories_v_version_version_featured_image_idx" ON "_stories_v" USING btree ("version_featured_image_id");
  CREATE INDEX "_stories_v_version_version_featured_image_portrait_idx" ON "_stories_v" USING btree ("version_featured_image_portrait_id");
  CREATE INDEX "_stories_v_version_author_version_author_image_idx" ON "_stories_v" USING btree ("version_author_image_id");
  CREATE INDEX "_stories_v_version_version_slug_idx" ON "_stories_v" USING btree ("version_slug");
  CREATE INDEX "_stories_v_version_version_publish_date_idx" ON "_stories_v" USING btree ("version_publish_date");
  CREATE INDEX "_stories_v_version_version_updated_at_idx" ON "_stories_v" USING btree ("version_updated_at");
  CREATE INDEX "_stories_v_version_version_created_at_idx" ON "_stories_v" USING btree ("version_created_at");
  CREATE INDEX "_stories_v_version_version__status_idx" ON "_stories_v" USING btree ("version__status");
  CREATE INDEX "_stories_v_created_at_idx" ON "_stories_v" USING btree ("created_at");
  CREATE INDEX "_stories_v_updated_at_idx" ON "_stories_v" USING btree ("updated_at");
  CREATE INDEX "_stories_v_latest_idx" ON "_stories_v" USING btree ("latest");
  CREATE INDEX "articles_featured_image_idx" ON "articles" USING btree ("featured_image_id");
  CREATE INDEX "articles_featured_image_portrait_idx" ON "articles" USING btree ("featured_image_portrait_id");
  CREATE UNIQUE INDEX "articles_slug_idx" ON "articles" USING btree ("slug");
  CREATE INDEX "articles_publish_date_idx" ON "articles" USING btree ("publish_date");
  CREATE INDEX "articles_author_idx" ON "articles" USING btree ("author_id");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE INDEX "articles__status_idx" ON "articles" USING btree ("_status");
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_featured_image_idx" ON "_articles_v" USING btree ("version_featured_image_id");
  CREATE INDEX "_articles_v_version_version_featured_image_portrait_idx" ON "_articles_v" USING btree ("version_featured_image_portrait_id");
  CREATE INDEX "_articles_v_version_version_slug_idx" ON "_articles_v" USING btree ("version_slug");
  CREATE INDEX "_articles_v_version_version_publish_date_idx" ON "_articles_v" USING btree ("version_publish_date");
  CREATE INDEX "_articles_v_version_version_author_idx" ON "_articles_v" USING btree ("version_author_id");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_latest_idx" ON "_articles_v" USING btree ("latest");
  CREATE INDEX "authors_social_links_order_idx" ON "authors_social_links" USING btree ("_order");
  CREATE INDEX "authors_social_links_parent_id_idx" ON "authors_social_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "authors_key_idx" ON "authors" USING btree ("key");
  CREATE INDEX "authors_image_idx" ON "authors" USING btree ("image_id");
  CREATE INDEX "authors_updated_at_idx" ON "authors" USING btree ("updated_at");
  CREATE INDEX "authors_created_at_idx" ON "authors" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_featured_sizes_featured_filename_idx" ON "media" USING btree ("sizes_featured_filename");
  CREATE INDEX "media_sizes_portrait_sizes_portrait_filename_idx" ON "media" USING btree ("sizes_portrait_filename");
  CREATE INDEX "media_sizes_avatar_sizes_avatar_filename_idx" ON "media" USING btree ("sizes_avatar_filename");
  CREATE INDEX "media_sizes_small_sizes_small_filename_idx" ON "media" USING btree ("sizes_small_filename");
  CREATE INDEX "media_sizes_medium_sizes_medium_filename_idx" ON "media" USING btree ("sizes_medium_filename");
  CREATE INDEX "media_sizes_large_sizes_large_filename_idx" ON "media" USING btree ("sizes_large_filename");
  CREATE INDEX "products_sizes_order_idx" ON "products_sizes" USING btree ("order");
  CREATE INDEX "products_sizes_parent_idx" ON "products_sizes" USING btree ("parent_id");
  CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("slug");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "products_rels_order_idx" ON "products_rels" USING btree ("order");
  CREATE INDEX "products_rels_parent_idx" ON "products_rels" USING btree ("parent_id");
  CREATE INDEX "products_rels_path_idx" ON "products_rels" USING btree ("path");
  CREATE INDEX "products_rels_media_id_idx" ON "products_rels" USING btree ("media_id");
  CREATE INDEX "orders_items_order_idx" ON "orders_items" USING btree ("_order");
  CREATE INDEX "orders_items_parent_id_idx" ON "orders_items" USING btree ("_parent_id");
  CREATE INDEX "orders_items_product_idx" ON "orders_items" USING btree ("product_id");
  CREATE UNIQUE INDEX "orders_order_number_idx" ON "orders" USING btree ("order_number");
  CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id");
  CREATE INDEX "orders_payment_session_id_idx" ON "orders" USING btree ("payment_session_id");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE UNIQUE INDEX "subscribers_email_idx" ON "subscribers" USING btree ("email");
  CREATE INDEX "subscribers_status_idx" ON "subscribers" USING btree ("status");
  CREATE INDEX "subscribers_updated_at_idx" ON "subscribers" USING btree ("updated_at");
  CREATE INDEX "subscribers_created_at_idx" ON "subscribers" USING btree ("created_at");
  CREATE INDEX "story_submissions_updated_at_idx" ON "story_submissions" USING btree ("updated_at");
  CREATE INDEX "story_submissions_created_at_idx" ON "story_submissions" USING btree ("created_at");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE INDEX "cost_summaries_member_idx" ON "cost_summaries" USING btree ("member_id");
  CREATE INDEX "cost_summaries_updated_at_idx" ON "cost_summaries" USING btree ("updated_at");
  CREATE INDEX "cost_summaries_created_at_idx" ON "cost_summaries" USING btree ("created_at");
  CREATE INDEX "testimonials_categories_order_idx" ON "testimonials_categories" USING btree ("order");
  CREATE INDEX "testimonials_categories_parent_idx" ON "testimonials_categories" USING btree ("parent_id");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  CREATE INDEX "fuel_prices_region_idx" ON "fuel_prices" USING btree ("region");
  CREATE INDEX "fuel_prices_last_updated_idx" ON "fuel_prices" USING btree ("last_updated");
  CREATE INDEX "fuel_prices_updated_at_idx" ON "fuel_prices" USING btree ("updated_at");
  CREATE INDEX "fuel_prices_created_at_idx" ON "fuel_prices" USING btree ("created_at");
  CREATE INDEX "members_sessions_order_idx" ON "members_sessions" USING btree ("_order");
  CREATE INDEX "members_sessions_parent_id_idx" ON "members_sessions" USING btree ("_parent_id");
  CREATE INDEX "members_updated_at_idx" ON "members" USING btree ("updated_at");
  CREATE INDEX "members_created_at_idx" ON "members" USING btree ("created_at");
  CREATE UNIQUE INDEX "members_email_idx" ON "members" USING btree ("email");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "emails_to_idx" ON "emails" USING btree ("to");
  CREATE INDEX "emails_status_idx" ON "emails" USING btree ("status");
  CREATE INDEX "emails_updated_at_idx" ON "emails" USING btree ("updated_at");
  CREATE INDEX "emails_created_at_idx" ON "emails" USING btree ("created_at");
  CREATE INDEX "page_views_path_idx" ON "page_views" USING btree ("path");
  CREATE INDEX "page_views_updated_at_idx" ON "page_views" USING btree ("updated_at");
  CREATE INDEX "page_views_created_at_idx" ON "page_views" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_stories_id_idx" ON "payload_locked_documents_rels" USING btree ("stories_id");
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_authors_id_idx" ON "payload_locked_documents_rels" USING btree ("authors_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_story_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("story_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_cost_summaries_id_idx" ON "payload_locked_documents_rels" USING btree ("cost_summaries_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_fuel_prices_id_idx" ON "payload_locked_documents_rels" USING btree ("fuel_prices_id");
  CREATE INDEX "payload_locked_documents_rels_members_id_idx" ON "payload_locked_documents_rels" USING btree ("members_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_emails_id_idx" ON "payload_locked_documents_rels" USING btree ("emails_id");
  CREATE INDEX "payload_locked_documents_rels_page_views_id_idx" ON "payload_locked_documents_rels" USING btree ("page_views_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_members_id_idx" ON "payload_preferences_rels" USING btree ("members_id");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_partners_order_idx" ON "site_settings_partners" USING btree ("_order");
  CREATE INDEX "site_settings_partners_parent_id_idx" ON "site_settings_partners" USING btree ("_parent_id");
  CREATE INDEX "site_settings_partners_logo_idx" ON "site_settings_partners" USING btree ("logo_id");
  CREATE INDEX "site_settings_presenting_partner_presenting_partner_logo_idx" ON "site_settings" USING btree ("presenting_partner_logo_id");
  CREATE INDEX "sponsor_vunked_features_items_order_idx" ON "sponsor_vunked_features_items" USING btree ("_order");
  CREATE INDEX "sponsor_vunked_features_items_parent_id_idx" ON "sponsor_vunked_features_items" USING btree ("_parent_id");
  CREATE INDEX "sponsor_vunked_features_grid_order_idx" ON "sponsor_vunked_features_grid" USING btree ("_order");
  CREATE INDEX "sponsor_vunked_features_grid_parent_id_idx" ON "sponsor_vunked_features_grid" USING btree ("_parent_id");
  CREATE INDEX "sponsor_vunked_hero_hero_hero_image_idx" ON "sponsor_vunked" USING btree ("hero_hero_image_id");
  CREATE INDEX "sponsor_trelino_features_items_order_idx" ON "sponsor_trelino_features_items" USING btree ("_order");
  CREATE INDEX "sponsor_trelino_features_items_parent_id_idx" ON "sponsor_trelino_features_items" USING btree ("_parent_id");
  CREATE INDEX "sponsor_trelino_features_grid_order_idx" ON "sponsor_trelino_features_grid" USING btree ("_order");
  CREATE INDEX "sponsor_trelino_features_grid_parent_id_idx" ON "sponsor_trelino_features_grid" USING btree ("_parent_id");
  CREATE INDEX "sponsor_trelino_hero_hero_hero_image_idx" ON "sponsor_trelino" USING btree ("hero_hero_image_id");
  CREATE INDEX "cost_data_usa_accommodation_apps_order_idx" ON "cost_data_usa_accommodation_apps" USING btree ("_order");
  CREATE INDEX "cost_data_usa_accommodation_apps_parent_id_idx" ON "cost_data_usa_accommodation_apps" USING btree ("_parent_id");
  CREATE INDEX "cost_data_usa_utilities_wifi_options_order_idx" ON "cost_data_usa_utilities_wifi_options" USING btree ("_order");
  CREATE INDEX "cost_data_usa_utilities_wifi_options_parent_id_idx" ON "cost_data_usa_utilities_wifi_options" USING btree ("_parent_id");
  CREATE INDEX "cost_data_canada_accommodation_apps_order_idx" ON "cost_data_canada_accommodation_apps" USING btree ("_order");
  CREATE INDEX "cost_data_canada_accommodation_apps_parent_id_idx" ON "cost_data_canada_accommodation_apps" USING btree ("_parent_id");
  CREATE INDEX "cost_data_canada_utilities_wifi_options_order_idx" ON "cost_data_canada_utilities_wifi_options" USING btree ("_order");
  CREATE INDEX "cost_data_canada_utilities_wifi_options_parent_id_idx" ON "cost_data_canada_utilities_wifi_options" USING btree ("_parent_id");
  CREATE INDEX "cost_data_uk_accommodation_apps_order_idx" ON "cost_data_uk_accommodation_apps" USING btree ("_order");
  CREATE INDEX "cost_data_uk_accommodation_apps_parent_id_idx" ON "cost_data_uk_accommodation_apps" USING btree ("_parent_id");
  CREATE INDEX "cost_data_uk_utilities_wifi_options_order_idx" ON "cost_data_uk_utilities_wifi_options" USING btree ("_order");
  CREATE INDEX "cost_data_uk_utilities_wifi_options_parent_id_idx" ON "cost_data_uk_utilities_wifi_options" USING btree ("_parent_id");
  CREATE INDEX "cost_data_europe_accommodation_apps_order_idx" ON "cost_data_europe_accommodation_apps" USING btree ("_order");
  CREATE INDEX "cost_data_europe_accommodation_apps_parent_id_idx" ON "cost_data_europe_accommodation_apps" USING btree ("_parent_id");
  CREATE INDEX "cost_data_europe_utilities_wifi_options_order_idx" ON "cost_data_europe_utilities_wifi_options" USING btree ("_order");
  CREATE INDEX "cost_data_europe_utilities_wifi_options_parent_id_idx" ON "cost_data_europe_utilities_wifi_options" USING btree ("_parent_id");
  CREATE INDEX "cost_data_australia_accommodation_apps_order_idx" ON "cost_data_australia_accommodation_apps" USING btree ("_order");
  CREATE INDEX "cost_data_australia_accommodation_apps_parent_id_idx" ON "cost_data_australia_accommodation_apps" USING btree ("_parent_id");
  CREATE INDEX "cost_data_australia_utilities_wifi_options_order_idx" ON "cost_data_australia_utilities_wifi_options" USING btree ("_order");
  CREATE INDEX "cost_data_australia_utilities_wifi_options_parent_id_idx" ON "cost_data_australia_utilities_wifi_options" USING btree ("_parent_id");
  CREATE INDEX "cost_data_texts_order_parent" ON "cost_data_texts" USING btree ("order","parent_id");
  CREATE INDEX "privacy_policy_sections_order_idx" ON "privacy_policy_sections" USING btree ("_order");
  CREATE INDEX "privacy_policy_sections_parent_id_idx" ON "privacy_policy_sections" USING btree ("_parent_id");
  CREATE INDEX "terms_sections_order_idx" ON "terms_sections" USING btree ("_order");
  CREATE INDEX "terms_sections_parent_id_idx" ON "terms_sections" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "stories_author_social_links" CASCADE;
  DROP TABLE "stories_van_setup_amenities" CASCADE;
  DROP TABLE "stories_van_setup_specifications" CASCADE;
  DROP TABLE "stories" CASCADE;
  DROP TABLE "_stories_v_version_author_social_links" CASCADE;
  DROP TABLE "_stories_v_version_van_setup_amenities" CASCADE;
  DROP TABLE "_stories_v_version_van_setup_specifications" CASCADE;
  DROP TABLE "_stories_v" CASCADE;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "authors_social_links" CASCADE;
  DROP TABLE "authors" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "products_sizes" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_rels" CASCADE;
  DROP TABLE "orders_items" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "subscribers" CASCADE;
  DROP TABLE "story_submissions" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "cost_summaries" CASCADE;
  DROP TABLE "testimonials_categories" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "fuel_prices" CASCADE;
  DROP TABLE "members_sessions" CASCADE;
  DROP TABLE "members" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "emails" CASCADE;
  DROP TABLE "page_views" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_partners" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "sponsor_vunked_features_items" CASCADE;
  DROP TABLE "sponsor_vunked_features_grid" CASCADE;
  DROP TABLE "sponsor_vunked" CASCADE;
  DROP TABLE "sponsor_trelino_features_items" CASCADE;
  DROP TABLE "sponsor_trelino_features_grid" CASCADE;
  DROP TABLE "sponsor_trelino" CASCADE;
  DROP TABLE "cost_data_usa_accommodation_apps" CASCADE;
  DROP TABLE "cost_data_usa_utilities_wifi_options" CASCADE;
  DROP TABLE "cost_data_canada_accommodation_apps" CASCADE;
  DROP TABLE "cost_data_canada_utilities_wifi_options" CASCADE;
  DROP TABLE "cost_data_uk_accommodation_apps" CASCADE;
  DROP TABLE "cost_data_uk_utilities_wifi_options" CASCADE;
  DROP TABLE "cost_data_europe_accommodation_apps" CASCADE;
  DROP TABLE "cost_data_europe_utilities_wifi_options" CASCADE;
  DROP TABLE "cost_data_australia_accommodation_apps" CASCADE;
  DROP TABLE "cost_data_australia_utilities_wifi_options" CASCADE;
  DROP TABLE "cost_data" CASCADE;
  DROP TABLE "cost_data_texts" CASCADE;
  DROP TABLE "privacy_policy_sections" CASCADE;
  DROP TABLE "privacy_policy" CASCADE;
  DROP TABLE "terms_sections" CASCADE;
  DROP TABLE "terms" CASCADE;
  DROP TYPE "public"."enum_stories_author_social_links_platform";
  DROP TYPE "public"."enum_stories_vanlife_type";
  DROP TYPE "public"."enum_stories_rig_type";
  DROP TYPE "public"."enum_stories_status";
  DROP TYPE "public"."enum__stories_v_version_author_social_links_platform";
  DROP TYPE "public"."enum__stories_v_version_vanlife_type";
  DROP TYPE "public"."enum__stories_v_version_rig_type";
  DROP TYPE "public"."enum__stories_v_version_status";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum__articles_v_version_status";
  DROP TYPE "public"."enum_authors_social_links_platform";
  DROP TYPE "public"."enum_products_sizes";
  DROP TYPE "public"."enum_orders_items_size";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_subscribers_status";
  DROP TYPE "public"."enum_cost_summaries_selected_country";
  DROP TYPE "public"."enum_testimonials_categories";
  DROP TYPE "public"."enum_fuel_prices_region";
  DROP TYPE "public"."enum_fuel_prices_fuel_type";
  DROP TYPE "public"."enum_fuel_prices_unit";
  DROP TYPE "public"."enum_fuel_prices_source";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_emails_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_sponsor_vunked_features_items_icon";
  DROP TYPE "public"."enum_sponsor_vunked_features_grid_icon";
  DROP TYPE "public"."enum_sponsor_vunked_testimonial_category";
  DROP TYPE "public"."enum_sponsor_trelino_features_items_icon";
  DROP TYPE "public"."enum_sponsor_trelino_features_grid_icon";
  DROP TYPE "public"."enum_sponsor_trelino_testimonial_category";
  DROP TYPE "public"."enum_cost_data_usa_currency";
  DROP TYPE "public"."enum_cost_data_usa_fuel_propane_unit";
  DROP TYPE "public"."enum_cost_data_usa_fuel_fuel_unit";
  DROP TYPE "public"."enum_cost_data_canada_currency";
  DROP TYPE "public"."enum_cost_data_canada_fuel_propane_unit";
  DROP TYPE "public"."enum_cost_data_canada_fuel_fuel_unit";
  DROP TYPE "public"."enum_cost_data_uk_currency";
  DROP TYPE "public"."enum_cost_data_uk_fuel_propane_unit";
  DROP TYPE "public"."enum_cost_data_uk_fuel_fuel_unit";
  DROP TYPE "public"."enum_cost_data_europe_currency";
  DROP TYPE "public"."enum_cost_data_europe_fuel_propane_unit";
  DROP TYPE "public"."enum_cost_data_europe_fuel_fuel_unit";
  DROP TYPE "public"."enum_cost_data_australia_currency";
  DROP TYPE "public"."enum_cost_data_australia_fuel_propane_unit";
  DROP TYPE "public"."enum_cost_data_australia_fuel_fuel_unit";`)
}
