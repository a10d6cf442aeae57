import { defineConfig } from "drizzle-kit";

// Migrations are generated from db/schema.ts and committed; the app applies them by itself at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
