import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { expect } from "vitest";
import { GET as exportReport } from "@/app/api/data/reports/[id]/export/route";
import { ORIGIN, type TestClient } from "./api";

/** A report's PDF export as a browser downloads it (TestClient reads answers as text): its bytes, checked as a PDF. */
export async function exportedPdf(client: TestClient, id: string, query = "format=pdf"): Promise<Buffer> {
  const request = new NextRequest(`${ORIGIN}/api/data/reports/${id}/export?${query}`, {
    headers: {
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      "x-forwarded-for": client.address,
    },
  });
  const answer = await exportReport(request, { params: Promise.resolve({ id }) });
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toBe("application/pdf");
  return Buffer.from(await answer.arrayBuffer());
}

/** The text of a PDF as pdftotext reads it, whitespace collapsed. */
export function pdfText(bytes: Buffer): string {
  const folder = mkdtempSync(path.join(tmpdir(), "launchlens-pdf-"));
  try {
    const file = path.join(folder, "export.pdf");
    writeFileSync(file, bytes);
    return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" })
      .replace(/\s+/g, " ")
      .normalize("NFC");
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
