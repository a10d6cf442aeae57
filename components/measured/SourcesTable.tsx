import { measured, type MeasuredKind } from "@/lib/core/measured";

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A measured page's figures by where its visitors came from: visitors and the kind's responses (sign-ups). */
export function SourcesTable({
  kind,
  sources,
}: {
  kind: MeasuredKind;
  sources: readonly { source: string; visitors: number; signups: number }[];
}) {
  const responses = capital(measured[kind].response.many);
  return (
    <table className="mt-2 text-sm">
      <caption className="sr-only">Visitors and {measured[kind].response.many} by source</caption>
      <thead>
        <tr className="text-left text-ink-600">
          <th scope="col" className="pr-4 font-semibold">
            Source
          </th>
          <th scope="col" className="pr-4 font-semibold">
            Visitors
          </th>
          <th scope="col" className="font-semibold">
            {responses}
          </th>
        </tr>
      </thead>
      <tbody className="tabular-nums">
        {sources.map((source) => (
          <tr key={source.source}>
            <th scope="row" className="pr-4 text-left font-normal">
              {source.source}
            </th>
            <td className="pr-4">{source.visitors}</td>
            <td>{source.signups}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
