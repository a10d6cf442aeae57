CREATE TABLE "pivot_proposals" (
	"idea_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"proposals" jsonb NOT NULL,
	"dropped" jsonb NOT NULL,
	"proposed_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "pivot" jsonb;--> statement-breakpoint
ALTER TABLE "pivot_proposals" ADD CONSTRAINT "pivot_proposals_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pivot_proposals" ADD CONSTRAINT "pivot_proposals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_parent_id_ideas_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ideas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ideas_parent_idx" ON "ideas" USING btree ("parent_id");