import { route } from "@/lib/http";
import { settingsRoute, updateSettingsRoute } from "@/lib/reports/library-endpoint";

export const dynamic = "force-dynamic";
export const GET = route(settingsRoute);
export const PATCH = route(updateSettingsRoute);
