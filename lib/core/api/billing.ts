import { z } from "zod";

/** `GET /api/billing/checkout`: the billing interval, and the free try's idea the plan opens once started. */
export const checkoutQuery = z.object({
  interval: z.enum(["month", "year"], { error: "Choose monthly or yearly billing (interval=month or interval=year)." }),
  /** A free try just kept as this idea: the plan, once started, opens it. */
  idea: z.uuid({ error: "idea must be an idea's id." }).optional(),
});
