CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"wallet" text DEFAULT 'main' NOT NULL,
	"member_id" integer,
	"launch_token_hash" text,
	"guarded" boolean NOT NULL,
	"posted_minor" bigint,
	"pending_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_holder_check" CHECK (("ledger_accounts"."kind" = 'member') = ("ledger_accounts"."member_id" is not null) and ("ledger_accounts"."kind" = 'launch') = ("ledger_accounts"."launch_token_hash" is not null) and "ledger_accounts"."guarded" = ("ledger_accounts"."kind" in ('member', 'launch'))),
	CONSTRAINT "ledger_accounts_balance_check" CHECK (case when "ledger_accounts"."guarded" then "ledger_accounts"."posted_minor" >= 0 and "ledger_accounts"."posted_minor" + "ledger_accounts"."pending_minor" >= 0 else "ledger_accounts"."posted_minor" is null and "ledger_accounts"."pending_minor" is null end)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer,
	"amount_minor" bigint NOT NULL,
	"vendor" text,
	"round_id" text,
	"node_id" text,
	"ref_entry_id" bigint,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount_minor" >= 0),
	CONSTRAINT "ledger_entries_pending_check" CHECK (("ledger_entries"."kind" = 'pending') = ("ledger_entries"."expires_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"phase" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"balance_after_minor" bigint
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_member_idx" ON "ledger_accounts" USING btree ("member_id","wallet","currency") WHERE "ledger_accounts"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_launch_idx" ON "ledger_accounts" USING btree ("launch_token_hash") WHERE "ledger_accounts"."launch_token_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_house_idx" ON "ledger_accounts" USING btree ("brand_id","kind","currency") WHERE not "ledger_accounts"."guarded";--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_key_idx" ON "ledger_entries" USING btree ("brand_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_ref_idx" ON "ledger_entries" USING btree ("ref_entry_id") WHERE "ledger_entries"."ref_entry_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_member_idx" ON "ledger_entries" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_pending_idx" ON "ledger_entries" USING btree ("expires_at") WHERE "ledger_entries"."kind" = 'pending';--> statement-breakpoint
CREATE INDEX "ledger_entries_kind_idx" ON "ledger_entries" USING btree ("brand_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "ledger_postings_entry_idx" ON "ledger_postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account_id","entry_id");--> statement-breakpoint
-- Data conversion (hand-written): every wallet becomes a member account, every wallet
-- transaction an entry with the same idempotency key (vendor:txId), every trial launch a launch
-- account. Balances are unchanged; a difference between a wallet and its history becomes an
-- opening entry against the brand's opening account.
INSERT INTO "ledger_accounts" ("brand_id", "currency", "kind", "guarded")
SELECT DISTINCT m."brand_id", w."currency", k."kind", false
FROM "wallets" w JOIN "members" m ON m."id" = w."member_id"
CROSS JOIN (VALUES ('game_house'), ('bonuses'), ('opening')) AS k("kind");
--> statement-breakpoint
INSERT INTO "ledger_accounts" ("brand_id", "currency", "kind", "wallet", "member_id", "guarded", "posted_minor", "pending_minor")
SELECT m."brand_id", w."currency", 'member', 'main', w."member_id", true, 0, 0
FROM "wallets" w JOIN "members" m ON m."id" = w."member_id";
--> statement-breakpoint
INSERT INTO "ledger_entries" ("brand_id", "idempotency_key", "kind", "member_id", "amount_minor", "vendor", "round_id", "node_id", "created_at")
SELECT m."brand_id", t."vendor" || ':' || t."tx_id",
  CASE WHEN t."kind" = 'rollback' AND t."ref_tx_id" = t."tx_id" THEN 'tombstone' ELSE t."kind" END,
  t."member_id", t."amount_minor", t."vendor", t."round_id", t."node_id", t."created_at"
FROM "wallet_transactions" t JOIN "members" m ON m."id" = t."member_id"
ORDER BY t."id";
--> statement-breakpoint
UPDATE "ledger_entries" e SET "ref_entry_id" = r."id"
FROM "wallet_transactions" t, "ledger_entries" r
WHERE e."kind" = 'rollback' AND e."idempotency_key" = t."vendor" || ':' || t."tx_id"
  AND r."brand_id" = e."brand_id" AND r."idempotency_key" = t."vendor" || ':' || t."ref_tx_id";
--> statement-breakpoint
INSERT INTO "ledger_postings" ("entry_id", "account_id", "phase", "amount_minor", "balance_after_minor")
SELECT e."id", a."id", 'posted',
  CASE WHEN t."kind" = 'debit' OR (t."kind" = 'rollback' AND r."kind" = 'credit') THEN -t."amount_minor" ELSE t."amount_minor" END,
  t."balance_after_minor"
FROM "wallet_transactions" t JOIN "members" m ON m."id" = t."member_id"
JOIN "ledger_entries" e ON e."brand_id" = m."brand_id" AND e."idempotency_key" = t."vendor" || ':' || t."tx_id"
JOIN "ledger_accounts" a ON a."member_id" = t."member_id" AND a."wallet" = 'main'
LEFT JOIN "wallet_transactions" r ON r."vendor" = t."vendor" AND r."tx_id" = t."ref_tx_id"
WHERE e."kind" <> 'tombstone'
ORDER BY t."id";
--> statement-breakpoint
INSERT INTO "ledger_postings" ("entry_id", "account_id", "phase", "amount_minor")
SELECT p."entry_id", h."id", 'posted', -p."amount_minor"
FROM "ledger_postings" p JOIN "ledger_entries" e ON e."id" = p."entry_id"
JOIN "ledger_accounts" a ON a."id" = p."account_id"
JOIN "ledger_accounts" h ON h."brand_id" = a."brand_id" AND h."currency" = a."currency" AND NOT h."guarded"
  AND h."kind" = CASE WHEN e."kind" = 'grant' THEN 'bonuses' ELSE 'game_house' END
ORDER BY p."id";
--> statement-breakpoint
INSERT INTO "ledger_entries" ("brand_id", "idempotency_key", "kind", "member_id", "amount_minor")
SELECT a."brand_id", 'opening:' || a."member_id", 'opening', a."member_id", abs(w."balance_minor" - coalesce(s."total", 0))
FROM "ledger_accounts" a JOIN "wallets" w ON w."member_id" = a."member_id"
LEFT JOIN (SELECT "account_id", sum("amount_minor") AS "total" FROM "ledger_postings" GROUP BY "account_id") s ON s."account_id" = a."id"
WHERE a."kind" = 'member' AND w."balance_minor" <> coalesce(s."total", 0)
ORDER BY a."id";
--> statement-breakpoint
INSERT INTO "ledger_postings" ("entry_id", "account_id", "phase", "amount_minor", "balance_after_minor")
SELECT e."id", a."id", 'posted', w."balance_minor" - coalesce(s."total", 0), w."balance_minor"
FROM "ledger_entries" e JOIN "ledger_accounts" a ON a."member_id" = e."member_id" AND a."kind" = 'member'
JOIN "wallets" w ON w."member_id" = a."member_id"
LEFT JOIN (SELECT "account_id", sum("amount_minor") AS "total" FROM "ledger_postings" GROUP BY "account_id") s ON s."account_id" = a."id"
WHERE e."kind" = 'opening'
ORDER BY e."id";
--> statement-breakpoint
INSERT INTO "ledger_postings" ("entry_id", "account_id", "phase", "amount_minor")
SELECT p."entry_id", h."id", 'posted', -p."amount_minor"
FROM "ledger_postings" p JOIN "ledger_entries" e ON e."id" = p."entry_id" AND e."kind" = 'opening'
JOIN "ledger_accounts" a ON a."id" = p."account_id"
JOIN "ledger_accounts" h ON h."brand_id" = a."brand_id" AND h."currency" = a."currency" AND h."kind" = 'opening'
ORDER BY p."id";
--> statement-breakpoint
UPDATE "ledger_accounts" a SET "posted_minor" = coalesce((SELECT sum(p."amount_minor") FROM "ledger_postings" p WHERE p."account_id" = a."id" AND p."phase" = 'posted'), 0)
WHERE a."kind" = 'member';
--> statement-breakpoint
-- Trial launches keep their play money in the play-money currency XXX (ISO 4217: no currency).
INSERT INTO "ledger_accounts" ("brand_id", "currency", "kind", "guarded")
SELECT DISTINCT "brand_id", 'XXX', 'trial_house', false FROM "game_launches" WHERE "trial_balance_minor" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "ledger_accounts" ("brand_id", "currency", "kind", "wallet", "launch_token_hash", "guarded", "posted_minor", "pending_minor")
SELECT "brand_id", 'XXX', 'launch', 'trial', "token_hash", true, "trial_balance_minor", 0
FROM "game_launches" WHERE "trial_balance_minor" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "ledger_entries" ("brand_id", "idempotency_key", "kind", "amount_minor", "created_at")
SELECT "brand_id", 'trial:' || "token_hash", 'trial_credit', "trial_balance_minor", "created_at"
FROM "game_launches" WHERE "trial_balance_minor" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "ledger_postings" ("entry_id", "account_id", "phase", "amount_minor", "balance_after_minor")
SELECT e."id", a."id", 'posted', a."posted_minor", a."posted_minor"
FROM "ledger_accounts" a JOIN "ledger_entries" e ON e."brand_id" = a."brand_id" AND e."idempotency_key" = 'trial:' || a."launch_token_hash"
WHERE a."kind" = 'launch';
--> statement-breakpoint
INSERT INTO "ledger_postings" ("entry_id", "account_id", "phase", "amount_minor")
SELECT p."entry_id", h."id", 'posted', -p."amount_minor"
FROM "ledger_postings" p JOIN "ledger_accounts" a ON a."id" = p."account_id" AND a."kind" = 'launch'
JOIN "ledger_accounts" h ON h."brand_id" = a."brand_id" AND h."kind" = 'trial_house' AND h."currency" = 'XXX';
--> statement-breakpoint
ALTER TABLE "wallet_transactions" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "wallets" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "wallet_transactions" CASCADE;--> statement-breakpoint
DROP TABLE "wallets" CASCADE;--> statement-breakpoint
ALTER TABLE "game_launches" DROP CONSTRAINT "game_launches_trial_check";--> statement-breakpoint
ALTER TABLE "game_launches" DROP COLUMN "trial_balance_minor";--> statement-breakpoint
-- Entries and postings are immutable: corrections are new entries.
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows of % are immutable: book a correcting entry instead', TG_TABLE_NAME
    USING ERRCODE = '55000';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_immutable" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_immutable" BEFORE UPDATE OR DELETE ON "ledger_postings" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_no_truncate" BEFORE TRUNCATE ON "ledger_postings" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
