import { describe, expect, it } from "vitest";
import { payLinkStatus } from "@/lib/bind/pay-link-status";
import { composePayLinkEmail, expiryInWords } from "./pay-link-email";

const now = new Date("2026-11-23T19:30:00Z");
const base = {
  agencyName: "Harbor & Main <Agency>",
  insuredName: `O'Brien "Bakery"`,
  items: [{ program: "Keystone CGL", carrier: "Keystone Mutual", effectiveDate: "2026-12-01" }],
  paymentPlan: "monthly" as const,
  dueTodayCents: 12_345,
  installments: 12,
  scheduleTotalCents: 148_140,
  expiresAt: new Date("2026-12-23T19:30:00Z"),
  url: "http://localhost:3000/pay/pl_abc",
  now,
};

describe("the pay-link email", () => {
  it("says who, what, how much on which plan, until when, and links; the HTML escapes every value", () => {
    const mail = composePayLinkEmail(base);
    expect(mail.subject).toBe(`Harbor & Main <Agency>: your insurance for O'Brien "Bakery" is ready to pay`);
    expect(mail.text).toContain("Keystone CGL (Keystone Mutual), starting Tuesday, December 1, 2026");
    expect(mail.text).toContain("$123.45 today, the first of 12 monthly payments ($1,481.40 in all)");
    expect(mail.text).toContain("expires in 30 days, on Wednesday, December 23, 2026 at 7:30 PM UTC");
    expect(mail.text).toContain(base.url);
    expect(mail.html).toContain("Harbor &amp; Main &lt;Agency&gt;");
    expect(mail.html).toContain("O&#39;Brien &quot;Bakery&quot;");
    expect(mail.html).not.toContain("<Agency>");
    expect(mail.html).toContain(`href="${base.url}"`);
    expect(composePayLinkEmail({ ...base, paymentPlan: "annual", installments: 1, scheduleTotalCents: 12_345 }).text).toContain(
      "$123.45 today, paid once for the year",
    );
  });

  it("puts a near expiry in hours", () => {
    expect(expiryInWords(new Date(now.getTime() + 5 * 3_600_000), now)).toMatch(/^in 5 hours, on Tuesday, November 24, 2026 at 12:30 AM UTC$/);
    expect(expiryInWords(new Date(now.getTime() + 86_400_000), now)).toMatch(/^in 1 day, /);
  });
});

describe("a pay link's status", () => {
  const link = { usedAt: null, openedAt: null, expiresAt: new Date(now.getTime() + 1000) };
  it("is paid, else expired, else opened, else the email's status, else created", () => {
    expect(payLinkStatus(link, null, now)).toBe("created");
    expect(payLinkStatus(link, { status: "sent" }, now)).toBe("sent");
    expect(payLinkStatus(link, { status: "stored" }, now)).toBe("stored");
    expect(payLinkStatus({ ...link, openedAt: now }, { status: "sent" }, now)).toBe("opened");
    expect(payLinkStatus({ ...link, openedAt: now }, { status: "sent" }, new Date(now.getTime() + 1000))).toBe("expired");
    expect(payLinkStatus({ ...link, openedAt: now, usedAt: now }, { status: "sent" }, new Date(now.getTime() + 5000))).toBe("paid");
  });
});
