// The baseline of bench/landing.mjs and bench/api.mjs: the smallest Next 16 app, built from the project's own
// node_modules, so that a page and a route of ours are measured side by side with what the framework alone costs.
export const metadata = { title: "Baseline", description: "An empty Next.js page." };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
