import { route, methods } from "@/lib/server/http";
import { searchRoute } from "@/lib/server/handlers/library";

export const dynamic = "force-dynamic";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route(searchRoute),
});
