"use client";
// "Why this price": the rating worksheet of one application, then premium, fees and taxes.
import { AmountsTable } from "@/components/ui/amounts-table";
import { ScrollArea } from "@/components/ui/scroll-area";
import { formatMoney } from "@/lib/client/format";
import type { ProgramCard } from "@/lib/schemas/quote";
import { formatFactor, formatRate } from "./format";
import { Problem } from "@/components/ui/problem";
import { useApplication } from "./use-application";

export function Worksheet({ quoteId, card, id }: { quoteId: string; card: ProgramCard; id: string }) {
  const app = useApplication(quoteId, card);
  const code = card.program.code;
  return (
    // A named region that scrolls sideways on narrow screens (focusable, for keyboard users).
    <ScrollArea id={id} label={`Why this price: ${code}`} className="stack">
      {app.isPending ? (
        <p role="status" className="muted">
          Loading the rating worksheet…
        </p>
      ) : app.error ? (
        <Problem error={app.error} prefix="The worksheet could not load:" />
      ) : !app.data?.worksheet ? (
        <p className="muted">No worksheet is available for this quote.</p>
      ) : (
        <>
          <table className="data data-sm" aria-label={`Rating worksheet for ${code}`}>
            <thead>
              <tr>
                <th scope="col">Step</th>
                <th scope="col" className="num">
                  Factor
                </th>
                <th scope="col" className="num">
                  Amount
                </th>
                <th scope="col" className="num">
                  Running
                </th>
              </tr>
            </thead>
            <tbody>
              {app.data.worksheet.map((line, i) => (
                <tr key={`${line.step}-${i}`}>
                  <th scope="row" className="plain">
                    {line.label}
                  </th>
                  <td className="num">{formatFactor(line.factor)}</td>
                  <td className="num">{formatMoney(line.amount)}</td>
                  <td className="num">{formatMoney(line.running)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {app.data.premiumDetail ? (
            <AmountsTable
              size="sm"
              label={`Premium, fees and taxes for ${code}`}
              rows={[
                { label: "Premium", amount: app.data.premiumDetail.premium },
                ...app.data.premiumDetail.fees.map((fee) => ({ id: fee.code, label: fee.label, amount: fee.amount, detail: "plain" as const })),
                ...app.data.premiumDetail.taxes.map((tax) => ({
                  id: tax.code,
                  label: `${tax.label} (${formatRate(tax.rate)})`,
                  amount: tax.amount,
                  detail: "plain" as const,
                })),
              ]}
              total={{ label: "Total", amount: app.data.premiumDetail.total }}
            />
          ) : null}
        </>
      )}
    </ScrollArea>
  );
}
