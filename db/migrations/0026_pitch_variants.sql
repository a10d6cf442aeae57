ALTER TABLE "pitch_signups" ADD COLUMN "variant" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pitch_visits" ADD COLUMN "variant" text DEFAULT '' NOT NULL;