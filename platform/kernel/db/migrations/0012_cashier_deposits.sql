CREATE TABLE "cashier_deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"channel_id" text NOT NULL,
	"channel_kind" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"payable_minor" bigint NOT NULL,
	"request_id" text NOT NULL,
	"gateway_ref" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cashier_deposits" ADD CONSTRAINT "cashier_deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cashier_deposits_public_idx" ON "cashier_deposits" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cashier_deposits_request_idx" ON "cashier_deposits" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "cashier_deposits_member_idx" ON "cashier_deposits" USING btree ("member_id","channel_id","created_at");