CREATE TABLE "agent_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"contract_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_key" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"base_minor" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"gross_minor" bigint NOT NULL,
	"passed_down_minor" bigint NOT NULL,
	"payout_minor" bigint NOT NULL,
	"entry_id" bigint,
	"settled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_settlements_period_idx" ON "agent_settlements" USING btree ("contract_id","period_key");--> statement-breakpoint
CREATE INDEX "agent_settlements_agent_idx" ON "agent_settlements" USING btree ("agent_id","period_start");