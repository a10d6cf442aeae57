import { deleteAccountByLinkRoute, deleteAccountRoute } from "@/lib/server/handlers/account";
import { methods } from "@/lib/server/http";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: deleteAccountByLinkRoute,
  DELETE: deleteAccountRoute,
});
