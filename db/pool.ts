/** How the PostgreSQL pool of one instance behaves. */
export interface PoolSettings {
  /** Connections this instance may hold open at once. */
  max: number;
  /** Any statement running longer is cancelled by PostgreSQL, so a stuck query answers with an error, not a hang. */
  statementTimeoutMs: number;
  /** An idle connection is closed after this many seconds (0: kept). */
  idleTimeoutSeconds: number;
}

export interface PoolEnvironment {
  DATABASE_POOL_MAX?: number;
  DATABASE_STATEMENT_TIMEOUT_MS?: number;
  DATABASE_IDLE_TIMEOUT_S?: number;
  VERCEL_URL?: string;
}

/**
 * The pool settings: what the environment sets, else defaults for the kind of host. A serverless host runs many short
 * instances, each of which should hold few connections and let them go soon (use the provider's pooled connection
 * string there too); a long-lived server keeps a larger pool warm.
 */
export function poolSettingsOf(
  env: PoolEnvironment,
  processEnv: Record<string, string | undefined> = process.env,
): PoolSettings {
  const serverless = Boolean(
    env.VERCEL_URL || processEnv.VERCEL || processEnv.AWS_LAMBDA_FUNCTION_NAME || processEnv.NETLIFY,
  );
  return {
    max: env.DATABASE_POOL_MAX ?? (serverless ? 3 : 10),
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS ?? 10_000,
    idleTimeoutSeconds: env.DATABASE_IDLE_TIMEOUT_S ?? (serverless ? 5 : 60),
  };
}

/**
 * Whether the server behind a connection string takes settings in the start-up packet. Transaction poolers (PgBouncer
 * behind Neon's "-pooler" hosts, Supabase's port 6543, `?pgbouncer=true`) refuse unknown start-up parameters, so there
 * the statement timeout must be set on the database role instead (README, "Operating LaunchLens").
 */
export function acceptsStartupParameters(url: string): boolean {
  const parsed = new URL(url);
  return !(
    parsed.hostname.includes("pooler") ||
    parsed.port === "6543" ||
    parsed.searchParams.get("pgbouncer") === "true"
  );
}
