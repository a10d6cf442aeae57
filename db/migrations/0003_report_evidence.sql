ALTER TABLE "reports" ADD COLUMN "evidence" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "schema_version" integer DEFAULT 1 NOT NULL;