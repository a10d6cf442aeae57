ALTER TABLE "pitch_pages" ADD COLUMN "question_line" jsonb;--> statement-breakpoint
ALTER TABLE "pitch_pages" ADD COLUMN "question_experiment_id" uuid;--> statement-breakpoint
ALTER TABLE "pitch_pages" ADD COLUMN "question_judged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pitch_pages" ADD CONSTRAINT "pitch_pages_question_experiment_id_experiments_id_fk" FOREIGN KEY ("question_experiment_id") REFERENCES "public"."experiments"("id") ON DELETE set null ON UPDATE no action;