import { ImageResponse } from "next/og";
import { brand } from "@/lib/core/brand";
import { site } from "@/lib/core/site";
import { kinds } from "@/lib/core/kinds";

export const alt = `${site.name}: ${site.tagline}`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** The preview card shown when a LaunchLens page is shared; rendered once at build. */
export default function OpenGraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 80,
        background: `linear-gradient(135deg, ${brand.petrolTint} 0%, ${brand.paper} 60%)`,
        color: brand.ink,
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20, fontSize: 44, fontWeight: 700 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 16,
            background: brand.petrol,
            display: "flex",
            position: "relative",
          }}
        >
          <div
            style={{
              position: "absolute",
              left: 13,
              top: 19,
              width: 38,
              height: 38,
              borderRadius: 19,
              border: "5px solid #fff",
            }}
          />
          <div
            style={{
              position: "absolute",
              left: 38,
              top: 12,
              width: 16,
              height: 16,
              borderRadius: 8,
              background: brand.flare,
            }}
          />
        </div>
        {site.name}
      </div>
      <div style={{ display: "flex", fontSize: 72, fontWeight: 800, lineHeight: 1.1, maxWidth: 950 }}>
        Know if your idea will sell before you build it
      </div>
      <div style={{ display: "flex", fontSize: 30, color: brand.inkSoft }}>
        {[kinds.pp.label, kinds.ms.label, kinds.iv.label].join(" · ")}
      </div>
    </div>,
    size,
  );
}
