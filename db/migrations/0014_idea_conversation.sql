ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_report_id_reports_id_fk";
--> statement-breakpoint
DROP INDEX "chat_messages_report_idx";--> statement-breakpoint
ALTER TABLE "chat_messages" ALTER COLUMN "report_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "idea_id" uuid;--> statement-breakpoint
UPDATE "chat_messages" SET "idea_id" = "reports"."idea_id" FROM "reports" WHERE "reports"."id" = "chat_messages"."report_id";--> statement-breakpoint
ALTER TABLE "chat_messages" ALTER COLUMN "idea_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_idea_idx" ON "chat_messages" USING btree ("idea_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_report_idx" ON "chat_messages" USING btree ("report_id");