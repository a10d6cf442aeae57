import { ImageResponse } from "next/og";
import { site } from "@/lib/site";

export const alt = `${site.name}: ${site.tagline}`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** The preview card shown when a LaunchLens page is shared; rendered once at build. */
export default function OpenGraphImage() {
  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: 80,
          background: "linear-gradient(135deg, #eef2ff 0%, #ffffff 60%)",
          color: "#0b1020",
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 20, fontSize: 44, fontWeight: 700 }}>
          <div style={{ width: 64, height: 64, borderRadius: 16, background: "#4f46e5", display: "flex" }} />
          {site.name}
        </div>
        <div style={{ display: "flex", fontSize: 72, fontWeight: 800, lineHeight: 1.1, maxWidth: 950 }}>
          Know if your idea will sell before you build it
        </div>
        <div style={{ display: "flex", fontSize: 30, color: "#475569" }}>
          Pain points · Market gap · Marketing plan · Idea score
        </div>
      </div>
    ),
    size,
  );
}
