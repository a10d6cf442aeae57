// `npm run doctor`: checks each configured service for real and prints one line each, ✓ or ✗ with the fix
// (lib/server/doctor). Exits 1 when a check fails or the configuration does not parse. Runs under tsx with the
// react-server condition, which makes "server-only" the empty module it is in Next's server bundle.
import "./load-env";
import { EnvError, getEnv } from "@/lib/server/env";
import { formatDoctor, runDoctor } from "@/lib/server/doctor";

let env;
try {
  env = getEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.log(`✗ configuration: ${error.problems.join("; ")}. Fix: correct those variables (see .env.example).`);
  process.exit(1);
}
const results = await runDoctor(env);
console.log(formatDoctor(results));
process.exit(results.every((result) => result.ok) ? 0 : 1);
