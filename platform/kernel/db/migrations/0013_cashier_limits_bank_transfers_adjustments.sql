CREATE TABLE "cashier_deposit_limits" (
	"member_id" integer NOT NULL,
	"period" text NOT NULL,
	"limit_minor" bigint,
	"next_limit_minor" bigint,
	"next_effective_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cashier_deposit_limits_member_id_period_pk" PRIMARY KEY("member_id","period")
);
--> statement-breakpoint
ALTER TABLE "cashier_deposits" ADD COLUMN "pay_to" jsonb;--> statement-breakpoint
ALTER TABLE "cashier_deposits" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "cashier_deposits" ADD COLUMN "operator_note" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "memo" text;--> statement-breakpoint
ALTER TABLE "cashier_deposit_limits" ADD CONSTRAINT "cashier_deposit_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;