import type { DeepPartial, ValidationReport } from "@/lib/core/report/schemas";
import { usd } from "../parts";

type Line = NonNullable<NonNullable<DeepPartial<ValidationReport>["monetization_report"]>["income_streams"]>[number];

/** Income streams or key expenses, one line each with its monthly amount, and their total. */
export function MoneyTable({ caption, lines }: { caption: string; lines: Line[] }) {
  const total = lines.reduce((sum, line) => sum + (typeof line.monthly_usd === "number" ? line.monthly_usd : 0), 0);
  return (
    <table className="w-full self-start text-left text-sm">
      <caption className="mb-2 text-left font-semibold text-ink-950">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Per month</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {lines.map((line, index) => (
          <tr key={index}>
            <td className="py-2 pr-3">{line.name}</td>
            <td className="py-2 text-right tabular-nums">
              {typeof line.monthly_usd === "number" ? `${usd.format(line.monthly_usd)}/mo` : ""}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t-2 border-line font-semibold text-ink-950">
          <th scope="row" className="py-2 pr-3 text-left">
            Total
          </th>
          <td className="py-2 text-right tabular-nums">{usd.format(total)}/mo</td>
        </tr>
      </tfoot>
    </table>
  );
}
