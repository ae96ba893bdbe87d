CREATE TABLE "job_claims" (
	"name" text NOT NULL,
	"key" text NOT NULL,
	"job_id" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_claims_name_key_pk" PRIMARY KEY("name","key")
);
