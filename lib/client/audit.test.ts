import { describe, expect, it } from "vitest";
import { parseCsv } from "@/lib/csv";
import { actorName, auditCsv, auditQuery, describeAuditEvent, type AuditRow } from "./audit";

const ann = { type: "user" as const, id: "0b0e6c3e-6a4f-4c55-9d7c-2f1d3c4b5a69", name: "Ann Lee", email: "ann@example.com" };
const key = { type: "api_key" as const, id: "5f4e3d2c-1b0a-4987-8654-3210fedcba98", name: "Partner sync", email: null };
const row = (over: Partial<AuditRow>): AuditRow => ({
  id: "1",
  action: "policy.bind",
  actor: ann,
  object: { type: "policy", id: "7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d", label: "KM-CGL-000123" },
  before: null,
  after: null,
  requestId: "req_1",
  createdAt: "2026-11-27T10:00:00.000Z",
  ...over,
});

describe("describeAuditEvent", () => {
  it("says who did what to which object, by name", () => {
    expect(describeAuditEvent(row({}))).toBe("Ann Lee bound policy KM-CGL-000123");
    expect(describeAuditEvent(row({ action: "policy.cancel", actor: key, after: { effectiveDate: "2026-12-01" } }))).toBe(
      "API key “Partner sync” cancelled policy KM-CGL-000123 effective 2026-12-01",
    );
    expect(describeAuditEvent(row({ action: "payment.refund", object: { type: "payment", id: "p1", label: null }, after: { amountCents: 123456 } }))).toBe(
      "Ann Lee refunded $1,234.56",
    );
    expect(
      describeAuditEvent(
        row({ action: "application.referral_declined", object: { type: "application", id: "9f8e7d6c-5b4a-4321-8fed-cba987654321", label: null } }),
      ),
    ).toBe("Ann Lee declined the referred application 9f8e7d6c…");
    expect(
      describeAuditEvent(row({ action: "sandbox.clock_moved", object: { type: "agency", id: "a", label: null }, after: { today: "2026-12-27", days: 30 } })),
    ).toBe("Ann Lee moved the sandbox clock to 2026-12-27 (+30 days)");
    expect(
      describeAuditEvent(row({ action: "sandbox.clock_moved", object: { type: "agency", id: "a", label: null }, after: { today: "2026-11-27", days: -1 } })),
    ).toBe("Ann Lee moved the sandbox clock to 2026-11-27 (-1 day)");
  });

  it("webhook endpoints by URL, and what an update did", () => {
    const endpoint = { type: "webhook_endpoint", id: "e1", label: "https://hooks.example.com/q" };
    expect(describeAuditEvent(row({ action: "webhook_endpoint.create", object: endpoint }))).toBe("Ann Lee added webhook endpoint https://hooks.example.com/q");
    expect(describeAuditEvent(row({ action: "webhook_endpoint.update", object: endpoint, before: { status: "enabled" }, after: { status: "disabled" } }))).toBe(
      "Ann Lee disabled webhook endpoint https://hooks.example.com/q",
    );
    expect(describeAuditEvent(row({ action: "webhook_endpoint.update", object: endpoint, before: { status: "enabled" }, after: { status: "enabled" } }))).toBe(
      "Ann Lee changed webhook endpoint https://hooks.example.com/q",
    );
    expect(describeAuditEvent(row({ action: "webhook_endpoint.rotate_secret", object: endpoint }))).toBe(
      "Ann Lee rotated the signing secret of webhook endpoint https://hooks.example.com/q",
    );
  });

  it("sign-ins, and actors without a name", () => {
    expect(describeAuditEvent(row({ action: "user.sign_in", object: { type: "user", id: ann.id, label: ann.email } }))).toBe("Ann Lee signed in");
    expect(describeAuditEvent(row({ action: "user.sign_in_failed", object: { type: "user", id: ann.id, label: ann.email } }))).toBe(
      "Ann Lee failed to sign in (wrong password)",
    );
    expect(actorName({ type: "system", id: null, name: null, email: null })).toBe("The system");
    expect(actorName({ type: "customer", id: "c", name: null, email: null })).toBe("The customer (by pay link)");
    expect(actorName({ ...key, name: null })).toBe("An API key (5f4e3d2c…)");
    expect(actorName({ ...ann, name: null })).toBe("ann@example.com");
  });

  it("an action it does not know still reads, with its code", () => {
    expect(describeAuditEvent(row({ action: "api_key.revoke", object: { type: "api_key", id: "k1", label: null } }))).toBe(
      "Ann Lee: api_key.revoke on api key k1",
    );
  });
});

describe("auditCsv", () => {
  it("one header and one line per row, quoted where needed, formulas defused, read back by parseCsv", () => {
    const csv = auditCsv([
      row({ actor: { ...ann, name: "Lee, Ann" } }),
      row({ id: "2", action: "webhook_endpoint.create", object: { type: "webhook_endpoint", id: "e1", label: '=HYPERLINK("x")' }, actor: key }),
    ]);
    expect(csv.endsWith("\r\n")).toBe(true);
    const rows = parseCsv(csv);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual(["When (UTC)", "Who", "Actor", "What happened", "Action", "Object type", "Object id", "Object", "Request id"]);
    expect(rows[1]).toEqual([
      "2026-11-27T10:00:00.000Z",
      "Lee, Ann",
      `user:${ann.id}`,
      "Lee, Ann bound policy KM-CGL-000123",
      "policy.bind",
      "policy",
      "7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d",
      "KM-CGL-000123",
      "req_1",
    ]);
    expect(rows[2]![7]).toBe(`'=HYPERLINK("x")`);
    expect(rows[2]![3]).toBe('API key “Partner sync” added webhook endpoint =HYPERLINK("x")');
  });
});

describe("auditQuery", () => {
  it("keeps the filters given, and turns a day range into a created window covering both days", () => {
    const q = auditQuery({ action: " policy. ", actor: "", objectType: "policy", from: "2026-11-01", to: "2026-11-30" });
    expect(q.action).toBe("policy.");
    expect(q.actor).toBeUndefined();
    expect(q.objectType).toBe("policy");
    expect(new Date(q["created[gte]"]!).getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(q["created[lt]"]!).getTime()).toBe(new Date(2026, 11, 1).getTime());
    expect(auditQuery({ from: "yesterday" })).toEqual({});
  });
});
