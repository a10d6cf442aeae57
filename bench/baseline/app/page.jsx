export default function Page() {
  return (
    <main>
      <h1>Baseline</h1>
      <p>An empty Next.js page, measured beside LaunchLens in the same run.</p>
    </main>
  );
}
