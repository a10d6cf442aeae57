CREATE TABLE "pitch_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"idea_id" uuid NOT NULL,
	"experiment_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"fields" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"indexable" boolean DEFAULT false NOT NULL,
	"min_visitors" integer DEFAULT 100 NOT NULL,
	"judged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pitch_pages_status_check" CHECK ("pitch_pages"."status" in ('draft', 'live', 'paused'))
);
--> statement-breakpoint
CREATE TABLE "pitch_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_id" uuid NOT NULL,
	"email" text NOT NULL,
	"source" text NOT NULL,
	"consent" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pitch_visits" (
	"page_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pitch_pages" ADD CONSTRAINT "pitch_pages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_pages" ADD CONSTRAINT "pitch_pages_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_pages" ADD CONSTRAINT "pitch_pages_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_signups" ADD CONSTRAINT "pitch_signups_page_id_pitch_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pitch_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitch_visits" ADD CONSTRAINT "pitch_visits_page_id_pitch_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pitch_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pitch_pages_slug_idx" ON "pitch_pages" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "pitch_pages_experiment_idx" ON "pitch_pages" USING btree ("experiment_id");--> statement-breakpoint
CREATE INDEX "pitch_pages_user_idx" ON "pitch_pages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pitch_signups_unique_idx" ON "pitch_signups" USING btree ("page_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "pitch_visits_unique_idx" ON "pitch_visits" USING btree ("page_id","day","visitor_hash");