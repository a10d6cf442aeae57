import { defineConfig } from "drizzle-kit";

// Migrations are generated from db/schema.ts (`npm run db:generate -- --name what_changed`) and committed. The app
// applies them by itself at start-up; `npm run db:migrate` applies them to DATABASE_URL ahead of a deploy.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
  ...(process.env.DATABASE_URL ? { dbCredentials: { url: process.env.DATABASE_URL } } : {}),
});
