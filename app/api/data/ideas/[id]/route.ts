import { route } from "@/lib/http";
import { ideaRoute, renameIdeaRoute, type IdContext } from "@/lib/reports/library-endpoint";

export const GET = route<IdContext>(ideaRoute);
export const PATCH = route<IdContext>(renameIdeaRoute);
