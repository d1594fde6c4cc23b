// Renewals due on a client's policies (issue 30 item 6): each open offer's price beside the expiring term's,
// its due date, and the two terms side by side (price, limits and options, exposures, answers changed).
import Link from "next/link";
import { StatusText } from "@/components/ui/badge";
import { Panel, SubHeading } from "@/components/ui/panel";
import { ScrollArea } from "@/components/ui/scroll-area";
import type { Insured } from "@/lib/client/endpoints";
import { formatDate, formatMoney } from "@/lib/client/format";
import { termDifference, termValue } from "@/lib/client/term-rows";

type Renewal = Insured["renewals"][number];

const GROUPS: Array<{ group: Renewal["comparison"][number]["group"]; title: string }> = [
  { group: "price", title: "Price" },
  { group: "options", title: "Limits and options" },
  { group: "exposures", title: "Exposures" },
  { group: "answers", title: "Answers that changed" },
];

export function ClientRenewals({ client }: { client: Insured }) {
  const active = client.policies.some((p) => p.status === "active");
  return (
    <Panel title="Renewals due">
      {client.renewals.length ? (
        client.renewals.map((r) => <RenewalDue key={r.policyId} renewal={r} />)
      ) : (
        <p className="muted flush">
          {active
            ? "No renewal is due. A policy's renewal offer shows here when its renewal window opens, priced at the program's rates then, beside the term it replaces."
            : "No renewal is due: this client has no policy in force."}
        </p>
      )}
    </Panel>
  );
}

function RenewalDue({ renewal: r }: { renewal: Renewal }) {
  const headingId = `renewal-${r.policyId}`;
  const program = r.program ? ` (${r.program.name})` : "";
  // After the status word: "Offered at $1,427.00 a year against $1,119.00 ...".
  const sentence =
    r.status === "offered"
      ? ` at ${formatMoney(r.renewalTotal)} a year against ${formatMoney(r.expiringTotal)} for this term. Accept it by paying on the policy before ${formatDate(r.dueDate)}, when this term ends.`
      : r.status === "referred"
        ? `: priced at ${formatMoney(r.renewalTotal)} a year (this term ${formatMoney(r.expiringTotal)}), but an underwriter must approve it on the renewal quote before it can be paid. This term ends ${formatDate(r.dueDate)}.`
        : `: the offer is being priced at the program's current rates (this term ${formatMoney(r.expiringTotal)} ends ${formatDate(r.dueDate)}). This page updates when it is.`;
  return (
    <section className="stack" aria-labelledby={headingId}>
      <SubHeading id={headingId} level={3}>
        Policy {r.policyNumber}
        {program} renews {formatDate(r.dueDate)}
      </SubHeading>
      <p className="flush">
        <StatusText status={r.status} />
        {sentence}
      </p>
      <p className="flush">
        <Link href={`/policies/${r.policyId}`}>Open policy {r.policyNumber}</Link>
        {r.quoteId ? (
          <>
            {" · "}
            <Link href={`/quotes/${r.quoteId}`}>See the renewal quote</Link>
          </>
        ) : null}
      </p>
      {r.comparison.length ? (
        <ScrollArea>
          <table className="data term-compare">
            <caption className="table-title">This term beside the renewal</caption>
            <thead>
              <tr>
                <th scope="col">What</th>
                <th scope="col" className="num">
                  This term
                </th>
                <th scope="col" className="num">
                  Renewal
                </th>
                <th scope="col" className="term-change-col">
                  Change
                </th>
              </tr>
            </thead>
            {GROUPS.map(({ group, title }) => {
              const rows = r.comparison.filter((c) => c.group === group);
              if (!rows.length) return null;
              return (
                <tbody key={group}>
                  <tr>
                    <th scope="colgroup" colSpan={4} className="term-group">
                      {title}
                    </th>
                  </tr>
                  {rows.map((c) => (
                    <tr key={c.field} className={c.changed ? "term-changed" : undefined}>
                      <th scope="row" className="plain">
                        {c.label}
                      </th>
                      <td className="num">{termValue(c, c.expiring)}</td>
                      <td className="num">
                        {termValue(c, c.renewal)}
                        {c.changed ? <span className="term-change-inline strong">{termDifference(c)}</span> : null}
                      </td>
                      <td className={`term-change-col ${c.changed ? "strong" : "muted"}`}>{termDifference(c)}</td>
                    </tr>
                  ))}
                </tbody>
              );
            })}
          </table>
        </ScrollArea>
      ) : null}
    </section>
  );
}
