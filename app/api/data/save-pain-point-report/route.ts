import { saveRoute } from "@/lib/reports/endpoint";

export const POST = saveRoute("pp");
