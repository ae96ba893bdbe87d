CREATE TABLE "cashier_deposit_receipts" (
	"deposit_id" bigint PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cashier_deposit_receipts" ADD CONSTRAINT "cashier_deposit_receipts_deposit_id_cashier_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."cashier_deposits"("id") ON DELETE no action ON UPDATE no action;