"use client";
// "Why this price": the rating worksheet of one application, then premium, fees and taxes.
import { formatMoney } from "@/lib/client/api";
import type { ProgramCard } from "@/lib/schemas/quote";
import { formatFactor, formatRate } from "./format";
import { Problem } from "./problem";
import { useApplication } from "./use-application";

export function Worksheet({ quoteId, card, id }: { quoteId: string; card: ProgramCard; id: string }) {
  const app = useApplication(quoteId, card);
  const code = card.program.code;
  return (
    // Focusable so that keyboard users can scroll the tables on narrow screens.
    <div id={id} role="region" aria-label={`Why this price: ${code}`} tabIndex={0} className="stack" style={{ overflowX: "auto" }}>
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
          <table className="data" aria-label={`Rating worksheet for ${code}`} style={{ fontSize: "0.9rem" }}>
            <thead>
              <tr>
                <th scope="col">Step</th>
                <th scope="col" className="num">Factor</th>
                <th scope="col" className="num">Amount</th>
                <th scope="col" className="num">Running</th>
              </tr>
            </thead>
            <tbody>
              {app.data.worksheet.map((line, i) => (
                <tr key={`${line.step}-${i}`}>
                  <th scope="row" style={{ fontWeight: 400 }}>
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
            <table className="data" aria-label={`Premium, fees and taxes for ${code}`} style={{ fontSize: "0.9rem" }}>
              <tbody>
                <tr>
                  <th scope="row">Premium</th>
                  <td className="num">{formatMoney(app.data.premiumDetail.premium)}</td>
                </tr>
                {app.data.premiumDetail.fees.map((fee) => (
                  <tr key={fee.code}>
                    <th scope="row" style={{ fontWeight: 400 }}>
                      {fee.label}
                    </th>
                    <td className="num">{formatMoney(fee.amount)}</td>
                  </tr>
                ))}
                {app.data.premiumDetail.taxes.map((tax) => (
                  <tr key={tax.code}>
                    <th scope="row" style={{ fontWeight: 400 }}>
                      {tax.label} ({formatRate(tax.rate)})
                    </th>
                    <td className="num">{formatMoney(tax.amount)}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">Total</th>
                  <td className="num">
                    <strong>{formatMoney(app.data.premiumDetail.total)}</strong>
                  </td>
                </tr>
              </tbody>
            </table>
          ) : null}
        </>
      )}
    </div>
  );
}
