// The same .env files `next dev` and `next start` read (.env.local and the rest), so a script sees what the app uses.
// Imported first by the scripts run outside Next (doctor, usage).
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== "production", { info: () => {}, error: console.error });
