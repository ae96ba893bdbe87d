CREATE TABLE "catalog_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_games" (
	"member_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_games_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "game_launches" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"member_id" integer,
	"node_id" text NOT NULL,
	"language" text NOT NULL,
	"trial" boolean NOT NULL,
	"trial_balance_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_launches_trial_check" CHECK ("game_launches"."trial_balance_minor" is null or "game_launches"."trial_balance_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"launch_token_hash" text NOT NULL,
	"round_id" text NOT NULL,
	"member_id" integer,
	"node_id" text NOT NULL,
	"bet_minor" bigint NOT NULL,
	"win_minor" bigint NOT NULL,
	"outcome" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_rounds_launch_token_hash_round_id_pk" PRIMARY KEY("launch_token_hash","round_id")
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"vassalage" text PRIMARY KEY NOT NULL,
	"game_type" text NOT NULL,
	"game_category" text NOT NULL,
	"names" jsonb NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"support_play" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"classifies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"logo" text,
	"launch_url" text,
	"wallet" text DEFAULT 'seamless' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"node_id" text PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"vassalage" text NOT NULL,
	"game_type" text NOT NULL,
	"name" text NOT NULL,
	"names" jsonb NOT NULL,
	"icon" text,
	"classifies" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"hot_rank" integer,
	"support_play" boolean DEFAULT true NOT NULL,
	"is_game" text DEFAULT 'GAME' NOT NULL,
	"min_bet_minor" integer DEFAULT 0 NOT NULL,
	"min_line_num" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "games_min_bet_check" CHECK ("games"."min_bet_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"member_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"tx_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"balance_after_minor" bigint NOT NULL,
	"round_id" text,
	"node_id" text,
	"ref_tx_id" text,
	"rolled_back_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_kind_check" CHECK ("wallet_transactions"."kind" in ('debit', 'credit', 'rollback', 'grant')),
	CONSTRAINT "wallet_transactions_amount_check" CHECK ("wallet_transactions"."amount_minor" >= 0),
	CONSTRAINT "wallet_transactions_balance_check" CHECK ("wallet_transactions"."balance_after_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vassalage_game_vendors_vassalage_fk" FOREIGN KEY ("vassalage") REFERENCES "public"."game_vendors"("vassalage") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_game_idx" ON "games" USING btree ("vassalage","game_id");--> statement-breakpoint
CREATE INDEX "games_type_idx" ON "games" USING btree ("game_type","vassalage","sort");--> statement-breakpoint
CREATE INDEX "recent_games_member_idx" ON "recent_games" USING btree ("member_id","played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_tx_idx" ON "wallet_transactions" USING btree ("vendor","tx_id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_member_idx" ON "wallet_transactions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_transactions_kind_idx" ON "wallet_transactions" USING btree ("kind","created_at");--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_balance_check" CHECK ("wallets"."balance_minor" >= 0);