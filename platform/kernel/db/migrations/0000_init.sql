CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "announcements_type_check" CHECK ("announcements"."type" in ('B', 'PL', 'PU', 'PR', 'H'))
);
--> statement-breakpoint
CREATE TABLE "maintenance" (
	"scope" text PRIMARY KEY NOT NULL,
	"message" text,
	"ends_at" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "region_restrictions" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"allowed_countries" text[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "announcements_brand_idx" ON "announcements" USING btree ("brand_id");