import { route, methods } from "@/lib/server/http";
import { revokeInvitationRoute } from "@/lib/server/handlers/team";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  DELETE: route(revokeInvitationRoute),
});
