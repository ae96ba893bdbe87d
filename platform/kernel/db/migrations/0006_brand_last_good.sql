CREATE TABLE "brand_last_good" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"file" text NOT NULL,
	"brand_json" text NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
