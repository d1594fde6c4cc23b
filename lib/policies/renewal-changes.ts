// What changed from the expiring term to its renewal offer (pure), for the agent to see side by side: the
// rating facts (exposure, class, address, limits and deductibles, endorsements), the answers, and the
// total. Dates that always move (the effective date) are not listed.

export interface TermChange {
  /** Where: a rating field ("annual_revenue", "coverage.glLimit", "endorsements"), or "answers.<question>", or "total". */
  field: string;
  from: unknown;
  to: unknown;
}

export interface TermFacts {
  payload: Record<string, unknown>;
  answers: Record<string, unknown>;
  totalCents: number | null;
}

const NOT_COMPARED = new Set(["effective_date", "start_date", "end_date"]);

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

function flatten(prefix: string, value: Record<string, unknown>, out: Map<string, unknown>): void {
  for (const [key, v] of Object.entries(value)) {
    if (!prefix && NOT_COMPARED.has(key)) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (key === "coverage" && v && typeof v === "object" && !Array.isArray(v)) flatten(path, v as Record<string, unknown>, out);
    else out.set(path, v);
  }
}

/** Every fact that differs between the expiring term and the renewal, in a stable order (rating fields, answers, total). */
export function termChanges(expiring: TermFacts, renewal: TermFacts): TermChange[] {
  const changes: TermChange[] = [];
  const [a, b] = [new Map<string, unknown>(), new Map<string, unknown>()];
  flatten("", expiring.payload, a);
  flatten("", renewal.payload, b);
  for (const field of [...new Set([...a.keys(), ...b.keys()])].sort()) {
    if (!same(a.get(field), b.get(field))) changes.push({ field, from: a.get(field) ?? null, to: b.get(field) ?? null });
  }
  for (const q of [...new Set([...Object.keys(expiring.answers), ...Object.keys(renewal.answers)])].sort()) {
    if (!same(expiring.answers[q], renewal.answers[q]))
      changes.push({ field: `answers.${q}`, from: expiring.answers[q] ?? null, to: renewal.answers[q] ?? null });
  }
  if (renewal.totalCents !== null && renewal.totalCents !== expiring.totalCents)
    changes.push({ field: "total", from: expiring.totalCents, to: renewal.totalCents });
  return changes;
}
