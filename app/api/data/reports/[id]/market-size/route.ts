import { route } from "@/lib/http";
import type { IdContext } from "@/lib/http";
import { marketSizeRoute, MARKET_EDIT_BODY_BYTES } from "@/lib/market/endpoint";

export const POST = route<IdContext>(marketSizeRoute, { maxBodyBytes: MARKET_EDIT_BODY_BYTES });

import { otherMethods } from "@/lib/http/methods";
// Any other method: 405 with { message } and Allow, never Next.js's empty 405.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
