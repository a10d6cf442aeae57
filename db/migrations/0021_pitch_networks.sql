ALTER TABLE "pitch_signups" ADD COLUMN "day" date;--> statement-breakpoint
ALTER TABLE "pitch_signups" ADD COLUMN "visitor_hash" text;--> statement-breakpoint
ALTER TABLE "pitch_signups" ADD COLUMN "network_hash" text;--> statement-breakpoint
ALTER TABLE "pitch_signups" ADD COLUMN "counted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Sign-ups stored before they were tied to a visit keep counting as they did.
UPDATE "pitch_signups" SET "counted" = true;--> statement-breakpoint
ALTER TABLE "pitch_visits" ADD COLUMN "network_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "pitch_signups_counted_idx" ON "pitch_signups" USING btree ("page_id","day","visitor_hash") WHERE "pitch_signups"."counted";--> statement-breakpoint
CREATE INDEX "pitch_signups_network_idx" ON "pitch_signups" USING btree ("page_id","day","network_hash");--> statement-breakpoint
CREATE INDEX "pitch_visits_network_idx" ON "pitch_visits" USING btree ("page_id","day","network_hash");