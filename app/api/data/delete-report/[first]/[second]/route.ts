import { deleteRoute } from "@/lib/reports/endpoint";

export const DELETE = deleteRoute;

import { otherMethods } from "@/lib/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });
