import { route, methods } from "@/lib/server/http";
import { membershipRoute } from "@/lib/server/handlers/team";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  PATCH: route(membershipRoute),
});
