import { route, methods } from "@/lib/server/http";
import { createVariantRoute, VARIANT_BODY_BYTES } from "@/lib/server/handlers/pivots";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route(createVariantRoute, { maxBodyBytes: VARIANT_BODY_BYTES }),
});
