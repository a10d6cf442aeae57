CREATE TABLE "experiment_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"experiment_id" uuid NOT NULL,
	"value" double precision NOT NULL,
	"denominator" double precision,
	"notes" text,
	"evidence" text,
	"outcome" text NOT NULL,
	"pass_line" jsonb NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"idea_id" uuid NOT NULL,
	"hypothesis" text NOT NULL,
	"method" text,
	"cost_usd" double precision NOT NULL,
	"due_date" date NOT NULL,
	"metric" text NOT NULL,
	"comparator" text NOT NULL,
	"target" double precision NOT NULL,
	"unit" text NOT NULL,
	"factor" text,
	"status" text DEFAULT 'planned' NOT NULL,
	"from_report_id" uuid,
	"from_item" text,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiments_comparator_check" CHECK ("experiments"."comparator" in ('>=', '<=')),
	CONSTRAINT "experiments_status_check" CHECK ("experiments"."status" in ('planned', 'running', 'passed', 'failed', 'abandoned'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "experiment_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_reminder_on" date;--> statement-breakpoint
ALTER TABLE "experiment_results" ADD CONSTRAINT "experiment_results_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_from_report_id_reports_id_fk" FOREIGN KEY ("from_report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experiment_results_experiment_idx" ON "experiment_results" USING btree ("experiment_id","recorded_at");--> statement-breakpoint
CREATE INDEX "experiments_idea_idx" ON "experiments" USING btree ("idea_id","due_date","created_at");--> statement-breakpoint
CREATE INDEX "experiments_due_unreminded_idx" ON "experiments" USING btree ("due_date") WHERE "experiments"."status" in ('planned', 'running') and "experiments"."reminded_at" is null;