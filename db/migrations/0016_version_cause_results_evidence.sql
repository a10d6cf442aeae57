ALTER TABLE "reports" ADD COLUMN "results_evidence" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "change" jsonb;--> statement-breakpoint
-- Recorded results were stored inside the evidence: the founder's evidence is what comes before the first block.
UPDATE "reports" SET
  "results_evidence" = substr("evidence", strpos("evidence", 'Experiment results the founder recorded in LaunchLens (each decided against its pass line by code, not by a model):')),
  "evidence" = nullif(btrim(left("evidence", strpos("evidence", 'Experiment results the founder recorded in LaunchLens (each decided against its pass line by code, not by a model):') - 1), E' \t\r\n'), '')
WHERE strpos("evidence", 'Experiment results the founder recorded in LaunchLens (each decided against its pass line by code, not by a model):') > 0;--> statement-breakpoint
UPDATE "ideas" SET
  "evidence" = nullif(btrim(left("evidence", strpos("evidence", 'Experiment results the founder recorded in LaunchLens (each decided against its pass line by code, not by a model):') - 1), E' \t\r\n'), '')
WHERE strpos("evidence", 'Experiment results the founder recorded in LaunchLens (each decided against its pass line by code, not by a model):') > 0;
