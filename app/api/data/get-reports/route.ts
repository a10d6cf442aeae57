import { route, methods } from "@/lib/server/http";
import { listRoute } from "@/lib/server/handlers/reports";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route(listRoute),
});
