import { route, methods } from "@/lib/server/http";
import { marketSizeRoute, MARKET_EDIT_BODY_BYTES } from "@/lib/server/handlers/market-size";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route(marketSizeRoute, { maxBodyBytes: MARKET_EDIT_BODY_BYTES }),
});
