CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draw_key" text NOT NULL,
	"brand_id" text NOT NULL,
	"game_id" text NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"lock_at" timestamp with time zone NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"winning_numbers" text,
	"source" text,
	"late" boolean DEFAULT false NOT NULL,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_slips" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slip_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"currency" text NOT NULL,
	"cost_minor" bigint NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slip_id" bigint NOT NULL,
	"draw_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"bet_type" text NOT NULL,
	"numbers" jsonb NOT NULL,
	"position" integer,
	"stake_minor" bigint NOT NULL,
	"lots" integer NOT NULL,
	"cost_minor" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"winning_lots" integer DEFAULT 0 NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"matched" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lottery_slips" ADD CONSTRAINT "lottery_slips_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_slip_id_lottery_slips_id_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."lottery_slips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_key_idx" ON "lottery_draws" USING btree ("brand_id","draw_key");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_game_idx" ON "lottery_draws" USING btree ("brand_id","game_id","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_due_idx" ON "lottery_draws" USING btree ("draw_at") WHERE "lottery_draws"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_slips_member_idx" ON "lottery_slips" USING btree ("member_id","slip_id");--> statement-breakpoint
CREATE INDEX "lottery_slips_created_idx" ON "lottery_slips" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "lottery_tickets_draw_idx" ON "lottery_tickets" USING btree ("draw_id","status");--> statement-breakpoint
CREATE INDEX "lottery_tickets_slip_idx" ON "lottery_tickets" USING btree ("slip_id");--> statement-breakpoint
CREATE INDEX "lottery_tickets_member_idx" ON "lottery_tickets" USING btree ("member_id","status");