import { route } from "@/lib/server/http";
import type { IdContext } from "@/lib/server/http";
import { marketSizeRoute, MARKET_EDIT_BODY_BYTES } from "@/lib/server/handlers/market-size";

export const POST = route<IdContext>(marketSizeRoute, { maxBodyBytes: MARKET_EDIT_BODY_BYTES });

import { otherMethods } from "@/lib/server/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
