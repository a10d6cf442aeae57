import { z } from "zod";

/** `GET /api/health`: liveness, or with `deep=1` readiness. */
export const healthQuery = z.object({ deep: z.literal("1", { error: "deep must be 1 when given." }).optional() });
