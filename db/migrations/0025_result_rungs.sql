ALTER TABLE "experiment_results" ADD COLUMN "source" text DEFAULT 'typed' NOT NULL;--> statement-breakpoint
ALTER TABLE "experiment_results" ADD COLUMN "rung" text DEFAULT 'said' NOT NULL;--> statement-breakpoint
ALTER TABLE "experiment_results" ADD COLUMN "shown" text;--> statement-breakpoint
ALTER TABLE "experiment_results" ADD CONSTRAINT "experiment_results_source_check" CHECK ("experiment_results"."source" in ('typed', 'pitch', 'survey'));--> statement-breakpoint
ALTER TABLE "experiment_results" ADD CONSTRAINT "experiment_results_rung_check" CHECK ("experiment_results"."rung" in ('said', 'signed_up', 'signed_up_priced', 'qualified', 'paid'));--> statement-breakpoint
-- Results a pitch page recorded are measured sign-ups: after a price when the page showed one.
UPDATE "experiment_results" r SET "source" = 'pitch',
  "rung" = CASE WHEN coalesce(btrim(p."fields"->>'price'), '') <> '' THEN 'signed_up_priced' ELSE 'signed_up' END,
  "shown" = nullif(btrim(p."fields"->>'price'), '')
  FROM "pitch_pages" p
  WHERE p."experiment_id" = r."experiment_id" AND r."notes" LIKE 'Recorded by the pitch page /p/%';--> statement-breakpoint
-- Answers judged against a line (a survey's, or a pitch page's question) are what people said.
UPDATE "experiment_results" r SET "source" = 'survey'
  FROM "surveys" s
  WHERE s."experiment_id" = r."experiment_id" AND r."notes" LIKE 'Recorded by the survey /p/%';--> statement-breakpoint
UPDATE "experiment_results" r SET "source" = 'pitch', "rung" = 'said'
  FROM "pitch_pages" p
  WHERE p."question_experiment_id" = r."experiment_id" AND r."notes" LIKE 'Recorded by the pitch page /p/%''s question%';
