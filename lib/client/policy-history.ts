// A policy's history events as a person reads them: one sentence each, money and dates formatted, codes
// (methods, reasons) in words. The API keeps the raw `type` and `detail` for developers.

export interface HistoryEvent {
  type: string;
  detail: Record<string, unknown>;
}

export interface HistoryText {
  title: string;
  text: string | null;
}

const METHOD_TEXT: Record<string, string> = {
  flat: "flat, from inception",
  pro_rata: "pro rata",
  short_rate: "short rate (a penalty on the unearned premium)",
  free_look: "free look, a full refund",
  fully_earned: "fully earned, no refund",
};

const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, " ");

export function historyText(
  event: HistoryEvent,
  fmt: { money: (dollars: number) => string; date: (iso: string) => string; reason: (code: string) => string },
): HistoryText {
  const d = event.detail;
  const cents = (key: string) => (typeof d[key] === "number" ? fmt.money((d[key] as number) / 100) : null);
  const str = (key: string) => (typeof d[key] === "string" ? (d[key] as string) : null);
  const date = (key: string) => (str(key) && /^\d{4}-\d{2}-\d{2}/.test(str(key)!) ? fmt.date(str(key)!) : null);
  const method = str("method") ? (METHOD_TEXT[str("method")!] ?? str("method")!.replace(/_/g, " ")) : null;
  const reason = str("reason") ? fmt.reason(str("reason")!) : null;
  switch (event.type) {
    case "issued":
      return { title: "Policy issued", text: d.renewalOf ? "The renewal of the previous term." : null };
    case "payment": {
      const amount = cents("amountCents");
      const n = typeof d.installment === "number" ? d.installment : null;
      return { title: "Payment received", text: [amount, n !== null ? `installment ${n}` : null].filter(Boolean).join(", ") || null };
    }
    case "refund":
      return { title: "Refund paid", text: cents("amountCents") };
    case "installment_charge_failed": {
      const n = typeof d.installment === "number" ? `installment ${d.installment}` : null;
      const next = date("nextAttemptOn")
        ? `tried again ${date("nextAttemptOn")}`
        : date("cancellationOn")
          ? `no more tries: cancelled for non-payment ${date("cancellationOn")} unless paid`
          : null;
      return {
        title: "Automatic payment failed",
        text: [[cents("amountCents"), n, str("card")].filter(Boolean).join(", "), str("reason")?.replace(/\.$/, ""), next].filter(Boolean).join("; ") || null,
      };
    }
    case "cancellation_scheduled":
      return {
        title: "Cancellation scheduled",
        text: [date("effectiveDate") ? `Takes effect ${date("effectiveDate")}` : null, reason, method ? `unearned premium returned ${method}` : null]
          .filter(Boolean)
          .join("; "),
      };
    case "cancellation_rescinded":
      return { title: "Cancellation withdrawn", text: date("effectiveDate") ? `It was to take effect ${date("effectiveDate")}.` : null };
    case "cancelled": {
      const refund = cents("refundCents");
      const balance = typeof d.balanceDueCents === "number" && d.balanceDueCents > 0 ? cents("balanceDueCents") : null;
      return {
        title: "Cancelled",
        text: [
          date("effectiveDate") ? `From ${date("effectiveDate")}` : null,
          reason,
          method ? `premium returned ${method}` : null,
          refund && d.refundCents !== 0 ? `refund ${refund}` : null,
          balance ? `balance due ${balance}` : null,
        ]
          .filter(Boolean)
          .join("; "),
      };
    }
    case "certificate_issued":
      return { title: "Certificate issued", text: [str("number"), str("holder") ? `for ${str("holder")}` : null].filter(Boolean).join(" ") || null };
    case "renewal_offered":
      return { title: "Renewal offered", text: null };
    case "renewal_not_offered":
      return { title: "Renewal not offered", text: str("message") };
    case "renewal_lapsed":
      return { title: "Renewal offer lapsed", text: "The offer was not accepted before the term ended." };
    case "renewal":
      return { title: "Renewed", text: "The next term was bought." };
    default:
      return { title: sentence(event.type), text: null };
  }
}
