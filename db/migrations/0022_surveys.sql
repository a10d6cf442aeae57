CREATE TABLE "survey_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"email" text,
	"consent" text NOT NULL,
	"source" text NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	"network_hash" text NOT NULL,
	"counted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_visits" (
	"page_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	"network_hash" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"idea_id" uuid NOT NULL,
	"experiment_id" uuid,
	"line" jsonb,
	"slug" text NOT NULL,
	"fields" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"indexable" boolean DEFAULT false NOT NULL,
	"min_responses" integer DEFAULT 15 NOT NULL,
	"judged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_status_check" CHECK ("surveys"."status" in ('draft', 'live', 'paused'))
);
--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_page_id_surveys_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_visits" ADD CONSTRAINT "survey_visits_page_id_surveys_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_visitor_idx" ON "survey_responses" USING btree ("page_id","day","visitor_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_email_idx" ON "survey_responses" USING btree ("page_id","email") WHERE "survey_responses"."email" is not null;--> statement-breakpoint
CREATE INDEX "survey_responses_network_idx" ON "survey_responses" USING btree ("page_id","day","network_hash");--> statement-breakpoint
CREATE INDEX "survey_responses_page_idx" ON "survey_responses" USING btree ("page_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_visits_unique_idx" ON "survey_visits" USING btree ("page_id","day","visitor_hash");--> statement-breakpoint
CREATE INDEX "survey_visits_network_idx" ON "survey_visits" USING btree ("page_id","day","network_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_slug_idx" ON "surveys" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_experiment_idx" ON "surveys" USING btree ("experiment_id");--> statement-breakpoint
CREATE INDEX "surveys_idea_idx" ON "surveys" USING btree ("idea_id","created_at");--> statement-breakpoint
CREATE INDEX "surveys_user_idx" ON "surveys" USING btree ("user_id","created_at");