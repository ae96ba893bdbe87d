CREATE TABLE "member_logins" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"brand_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"ip" text,
	"device" text,
	"session_hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_logins" ADD CONSTRAINT "member_logins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_logins_member_idx" ON "member_logins" USING btree ("member_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "member_logins_brand_at_idx" ON "member_logins" USING btree ("brand_id","at");