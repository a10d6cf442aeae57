CREATE TABLE "ideas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"prompt" text NOT NULL,
	"evidence" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', title || ' ' || prompt)) STORED NOT NULL
);
--> statement-breakpoint
DROP INDEX "reports_user_kind_created_idx";--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "idea_id" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "share_token_hash" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "shared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', title || ' ' || prompt)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "keep_history" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Every report saved before this migration was saved by hand: it stays pinned, under one idea per prompt and evidence.
UPDATE "reports" SET "saved_at" = "created_at";--> statement-breakpoint
INSERT INTO "ideas" ("user_id", "title", "prompt", "evidence", "created_at", "updated_at")
SELECT "user_id", (array_agg("title" ORDER BY "created_at"))[1], "prompt", "evidence", min("created_at"), max("created_at")
FROM "reports" GROUP BY "user_id", "prompt", "evidence";--> statement-breakpoint
UPDATE "reports" r SET "idea_id" = i."id" FROM "ideas" i
WHERE i."user_id" = r."user_id" AND i."prompt" = r."prompt" AND i."evidence" IS NOT DISTINCT FROM r."evidence";--> statement-breakpoint
UPDATE "reports" r SET "version" = v.n
FROM (SELECT "id", row_number() OVER (PARTITION BY "idea_id", "kind" ORDER BY "created_at", "id") AS n FROM "reports") v
WHERE v."id" = r."id";--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "idea_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ideas_user_updated_idx" ON "ideas" USING btree ("user_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ideas_search_idx" ON "ideas" USING gin ("search");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_saved_list_idx" ON "reports" USING btree ("user_id","kind","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reports"."saved_at" is not null;--> statement-breakpoint
CREATE INDEX "reports_history_idx" ON "reports" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "reports_idea_kind_version_key" ON "reports" USING btree ("idea_id","kind","version");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_share_token_key" ON "reports" USING btree ("share_token_hash");--> statement-breakpoint
CREATE INDEX "reports_unsaved_created_idx" ON "reports" USING btree ("created_at") WHERE "reports"."saved_at" is null;--> statement-breakpoint
CREATE INDEX "reports_search_idx" ON "reports" USING gin ("search");