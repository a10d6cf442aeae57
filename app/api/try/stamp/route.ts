import { tryStampRoute } from "@/lib/server/handlers/tries";
import { methods, route } from "@/lib/server/http";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  /** The signed moment the free try's form appeared (docs/API.md, "Free try"). */
  GET: route(tryStampRoute),
});
