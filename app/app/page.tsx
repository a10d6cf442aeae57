import { redirect } from "next/navigation";

/** /app itself has nothing to show: the dashboard is the app's home. */
export default function AppIndex() {
  redirect("/app/dashboard");
}
