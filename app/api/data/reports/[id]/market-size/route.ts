import { route, methods } from "@/lib/server/http";
import type { IdContext } from "@/lib/server/http";
import { marketSizeRoute, MARKET_EDIT_BODY_BYTES } from "@/lib/server/handlers/market-size";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route<IdContext>(marketSizeRoute, { maxBodyBytes: MARKET_EDIT_BODY_BYTES }),
});
