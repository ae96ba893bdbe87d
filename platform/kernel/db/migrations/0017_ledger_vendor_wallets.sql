ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_wallet_check" CHECK ("ledger_accounts"."wallet" in ('main', 'trial') or "ledger_accounts"."wallet" ~ '^[A-Z][A-Z0-9_]{0,31}$');--> statement-breakpoint
-- ledger_move (migration 0005) moves the member's wallet named by the new last parameter: `main`,
-- or a transfer-wallet vendor's wallet whose games play from it (ADR 0024). Otherwise unchanged.
DROP FUNCTION "ledger_move"(integer, text, text, text, bigint, text, text, text, timestamptz, bigint);--> statement-breakpoint
CREATE FUNCTION "ledger_move"(
  p_member_id integer, p_kind text, p_house_kind text, p_key text, p_amount bigint,
  p_vendor text, p_round_id text, p_node_id text, p_created_at timestamptz, p_max bigint,
  p_wallet text
) RETURNS TABLE (
  outcome text, entry_kind text, entry_member_id integer, entry_amount bigint,
  balance bigint, currency text
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  acct "ledger_accounts"%ROWTYPE;
  found_entry "ledger_entries"%ROWTYPE;
  house_id integer;
  new_entry_id bigint;
  delta bigint := CASE WHEN p_kind = 'debit' THEN -p_amount ELSE p_amount END;
  posted bigint;
  refused text;
BEGIN
  SELECT * INTO acct FROM "ledger_accounts" a
    WHERE a."member_id" = p_member_id AND a."wallet" = p_wallet FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'no_account', NULL::text, NULL::integer, NULL::bigint, NULL::bigint, NULL::text;
    RETURN;
  END IF;
  posted := acct."posted_minor" + delta;
  -- Lookup first only when the move is refused: a replay answers DUPLICATE, not the refusal.
  -- A new key (the common case) is found by the insert below, which saves a probe per bet.
  refused := CASE WHEN posted < 0 OR posted + acct."pending_minor" < 0 THEN 'insufficient'
    WHEN posted > p_max THEN 'too_large' END;
  FOR pass IN 1..2 LOOP
    IF refused IS NOT NULL OR pass = 2 THEN
      SELECT * INTO found_entry FROM "ledger_entries" e
        WHERE e."brand_id" = acct."brand_id" AND e."idempotency_key" = p_key;
      IF FOUND THEN
        RETURN QUERY SELECT 'existing', found_entry."kind", found_entry."member_id",
          found_entry."amount_minor",
          coalesce((SELECT p."balance_after_minor" FROM "ledger_postings" p
            WHERE p."entry_id" = found_entry."id" AND p."account_id" = acct."id"), 0),
          acct."currency";
        RETURN;
      END IF;
      EXIT WHEN pass = 2;
      RETURN QUERY SELECT refused, NULL::text, NULL::integer, NULL::bigint, NULL::bigint, acct."currency";
      RETURN;
    END IF;
    INSERT INTO "ledger_entries" ("brand_id", "idempotency_key", "kind", "member_id",
        "amount_minor", "vendor", "round_id", "node_id", "created_at")
      VALUES (acct."brand_id", p_key, p_kind, p_member_id, p_amount, p_vendor, p_round_id,
        p_node_id, p_created_at)
      ON CONFLICT ("brand_id", "idempotency_key") DO NOTHING
      RETURNING "id" INTO new_entry_id;
    -- Another member's call committed this key first: answer its entry (second pass).
    CONTINUE WHEN new_entry_id IS NULL;
    SELECT h."id" INTO house_id FROM "ledger_accounts" h
      WHERE h."brand_id" = acct."brand_id" AND h."kind" = p_house_kind
        AND h."currency" = acct."currency" AND NOT h."guarded";
    IF house_id IS NULL THEN
      INSERT INTO "ledger_accounts" ("brand_id", "kind", "currency", "guarded")
        VALUES (acct."brand_id", p_house_kind, acct."currency", false) ON CONFLICT DO NOTHING;
      SELECT h."id" INTO STRICT house_id FROM "ledger_accounts" h
        WHERE h."brand_id" = acct."brand_id" AND h."kind" = p_house_kind
          AND h."currency" = acct."currency" AND NOT h."guarded";
    END IF;
    INSERT INTO "ledger_postings" ("entry_id", "account_id", "phase", "amount_minor", "balance_after_minor")
      VALUES (new_entry_id, acct."id", 'posted', delta, posted + acct."pending_minor"),
        (new_entry_id, house_id, 'posted', -delta, NULL);
    UPDATE "ledger_accounts" SET "posted_minor" = posted WHERE "id" = acct."id";
    RETURN QUERY SELECT 'ok', p_kind, p_member_id, p_amount, posted + acct."pending_minor", acct."currency";
    RETURN;
  END LOOP;
  RAISE EXCEPTION 'The entry under % was neither stored nor found', p_key;
END
$$;
