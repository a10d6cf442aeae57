import type { Metadata } from "next";
import { CompareTable } from "@/components/ideas/CompareTable";

export const metadata: Metadata = { title: "Compare ideas" };

export default async function Page({ searchParams }: { searchParams: Promise<{ ids?: string | string[] }> }) {
  const { ids } = await searchParams;
  return <CompareTable ids={Array.isArray(ids) ? ids.join(",") : (ids ?? "")} />;
}
