CREATE TABLE "agent_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"agent_id" integer NOT NULL,
	"offered_by_id" integer,
	"kind" text NOT NULL,
	"period" text,
	"terms" jsonb NOT NULL,
	"status" text NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"ended_by" text
);
--> statement-breakpoint
CREATE TABLE "agent_tree_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_upline_id" integer,
	"to_upline_id" integer,
	"from_type" integer NOT NULL,
	"to_type" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_offered_by_id_members_id_fk" FOREIGN KEY ("offered_by_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tree_changes" ADD CONSTRAINT "agent_tree_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tree_changes" ADD CONSTRAINT "agent_tree_changes_from_upline_id_members_id_fk" FOREIGN KEY ("from_upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tree_changes" ADD CONSTRAINT "agent_tree_changes_to_upline_id_members_id_fk" FOREIGN KEY ("to_upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_contracts_agent_idx" ON "agent_contracts" USING btree ("agent_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_open_idx" ON "agent_contracts" USING btree ("agent_id","kind") WHERE "agent_contracts"."status" in ('offered', 'active');--> statement-breakpoint
CREATE INDEX "agent_tree_changes_member_idx" ON "agent_tree_changes" USING btree ("member_id","id");