DROP TABLE "one_time_codes" CASCADE;--> statement-breakpoint
-- Sign-ups now wait in "registrations" until their code is entered; an account row means a verified address. An
-- unverified account never had a session (sign-in needed the code), so it holds nothing: its owner registers again.
DELETE FROM "users" WHERE "email_verified_at" IS NULL;
