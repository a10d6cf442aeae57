CREATE TABLE "free_tries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"prompt" text NOT NULL,
	"evidence" text,
	"status" text DEFAULT 'running' NOT NULL,
	"data" jsonb,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "try_counts" (
	"day" date NOT NULL,
	"event" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_usage" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "free_tries_token_key" ON "free_tries" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "free_tries_expires_idx" ON "free_tries" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "try_counts_day_event_key" ON "try_counts" USING btree ("day","event");