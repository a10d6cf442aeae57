export async function register() {
  // The Node.js runtime only; the branch is removed from the edge bundle at build time.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startServer } = await import("@/lib/server/startup");
    await startServer();
  }
}
