CREATE TABLE "altcha_used" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"answer_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "encryption_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"text" text NOT NULL,
	"color" text NOT NULL,
	"background_color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"username" text NOT NULL,
	"nickname" text NOT NULL,
	"password_hash" text,
	"password_changed_at" timestamp with time zone,
	"password_temporary" boolean DEFAULT false NOT NULL,
	"is_agent" integer DEFAULT 0 NOT NULL,
	"mobile" text,
	"email" text,
	"payee_name" text,
	"payment_password_hash" text,
	"qq_num" text,
	"line" text,
	"whatsapp" text,
	"zalo" text,
	"facebook" text,
	"wechat" text,
	"id_number" text,
	"recommender_id" text,
	"referral_code" text NOT NULL,
	"affiliate_code" text,
	"upline_id" integer,
	"referred_by_id" integer,
	"rank" integer DEFAULT 0 NOT NULL,
	"domain" text,
	"register_url" text,
	"register_method" text,
	"register_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_is_agent_check" CHECK ("members"."is_agent" in (0, 1, 2, 4, 41, 42)),
	CONSTRAINT "members_rank_check" CHECK ("members"."rank" >= 0)
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"brand_id" text NOT NULL,
	"recipient" text NOT NULL,
	"purpose" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_channel_check" CHECK ("outbox"."channel" in ('sms', 'email'))
);
--> statement-breakpoint
CREATE TABLE "platform_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"brand_id" text NOT NULL,
	"login_type" text NOT NULL,
	"first_time_login" boolean NOT NULL,
	"change_password" boolean NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"purpose" text NOT NULL,
	"recipient" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "verification_codes_purpose_check" CHECK ("verification_codes"."purpose" in ('register', 'login', 'forgot'))
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"balance_minor" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_labels" ADD CONSTRAINT "member_labels_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_referred_by_id_members_id_fk" FOREIGN KEY ("referred_by_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "altcha_used_expires_idx" ON "altcha_used" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_failures_subject_idx" ON "login_failures" USING btree ("brand_id","subject","created_at");--> statement-breakpoint
CREATE INDEX "member_labels_member_idx" ON "member_labels" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_username_idx" ON "members" USING btree ("brand_id",lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_mobile_idx" ON "members" USING btree ("brand_id","mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "members_referral_code_idx" ON "members" USING btree ("brand_id","referral_code");--> statement-breakpoint
CREATE UNIQUE INDEX "members_affiliate_code_idx" ON "members" USING btree ("brand_id",lower("affiliate_code"));--> statement-breakpoint
CREATE INDEX "members_upline_idx" ON "members" USING btree ("upline_id");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient");--> statement-breakpoint
CREATE INDEX "outbox_brand_idx" ON "outbox" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "sms_blocks_subject_idx" ON "sms_blocks" USING btree ("subject","blocked_until");--> statement-breakpoint
CREATE INDEX "verification_codes_recipient_idx" ON "verification_codes" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_ip_idx" ON "verification_codes" USING btree ("ip","created_at");