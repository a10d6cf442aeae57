"use client";

/** A short message at the bottom of the screen; errors are announced at once, successes politely. */
export function Toast({ message }: { message: { text: string; tone: "success" | "error" } | null }) {
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4">
      {message && (
        <p
          role={message.tone === "error" ? "alert" : "status"}
          className={`rounded-xl px-5 py-3 text-sm font-semibold shadow-lg ${message.tone === "error" ? "bg-red-700 text-white" : "bg-ink-950 text-white"}`}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
