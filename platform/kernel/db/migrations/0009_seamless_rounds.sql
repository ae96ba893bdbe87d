CREATE TABLE "seamless_rounds" (
	"launch_token_hash" text NOT NULL,
	"vendor" text NOT NULL,
	"round_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seamless_rounds_launch_token_hash_vendor_round_id_pk" PRIMARY KEY("launch_token_hash","vendor","round_id")
);
--> statement-breakpoint
ALTER TABLE "seamless_rounds" ADD CONSTRAINT "seamless_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seamless_rounds_created_idx" ON "seamless_rounds" USING btree ("created_at");