import { route, methods } from "@/lib/server/http";
import { changeRoleRoute, removeMemberRoute } from "@/lib/server/handlers/team";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  PATCH: route(changeRoleRoute),
  DELETE: route(removeMemberRoute),
});
