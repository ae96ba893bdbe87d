CREATE TABLE "cashier_payout_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"provider_id" text NOT NULL,
	"kind" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cashier_turnover_requirements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"outstanding_minor" bigint NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashier_withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"payout_account_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"operator_note" text,
	"paid_at" timestamp with time zone,
	"receipt" text,
	"receipt_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "verification_codes" DROP CONSTRAINT "verification_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "payment_password_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "payment_password_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cashier_payout_accounts" ADD CONSTRAINT "cashier_payout_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_turnover_requirements" ADD CONSTRAINT "cashier_turnover_requirements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_withdrawals" ADD CONSTRAINT "cashier_withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_withdrawals" ADD CONSTRAINT "cashier_withdrawals_payout_account_id_cashier_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."cashier_payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cashier_payout_accounts_public_idx" ON "cashier_payout_accounts" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cashier_payout_accounts_bound_idx" ON "cashier_payout_accounts" USING btree ("member_id","provider_id","account_number") WHERE "cashier_payout_accounts"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "cashier_turnover_member_idx" ON "cashier_turnover_requirements" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cashier_withdrawals_public_idx" ON "cashier_withdrawals" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cashier_withdrawals_request_idx" ON "cashier_withdrawals" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "cashier_withdrawals_member_idx" ON "cashier_withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "cashier_withdrawals_receipt_idx" ON "cashier_withdrawals" USING btree ("paid_at") WHERE "cashier_withdrawals"."receipt" is null and "cashier_withdrawals"."paid_at" is not null;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_purpose_check" CHECK ("verification_codes"."purpose" in ('register', 'login', 'forgot', 'email', 'payoutAccount', 'paymentPassword'));