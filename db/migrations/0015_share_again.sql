ALTER TABLE "reports" ADD COLUMN "share_nonce" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "share_includes_experiments" boolean DEFAULT false NOT NULL;