import { PROBLEM_TYPES } from "@/lib/api/problem";

export const metadata = { title: "Problem types · Quoting API" };

const problems = Object.entries(PROBLEM_TYPES).sort(([a, x], [b, y]) => x.status - y.status || a.localeCompare(b));

// GET /docs/problems: where every problem's `type` (/docs/problems#<code>) leads. Public, rendered on the
// server from PROBLEM_TYPES, the same table the API answers from; each code is an anchor.
export default function ProblemsPage() {
  return (
    <main className="page page-docs">
      <p className="page-back">
        <a href="/docs">API reference</a>
      </p>
      <h1>Problem types</h1>
      <p>
        Every error the API answers is <code>application/problem+json</code> (RFC 9457): <code>type</code> links to its code below, <code>title</code> and{" "}
        <code>status</code> are the code&apos;s, <code>detail</code> says what happened to this request, and <code>requestId</code> identifies it to support.
        Validation problems add <code>errors[]</code>, each with the <code>path</code> of a field, a <code>message</code> and a <code>code</code>. Branch on the
        code (the part of <code>type</code> after <code>#</code>): codes are never renamed within a version.
      </p>
      <nav aria-label="Problem codes" className="operation-links">
        {problems.map(([code, p]) => (
          <a key={code} href={`#${code}`}>
            {p.status} {code}
          </a>
        ))}
      </nav>
      {problems.map(([code, p]) => (
        <section key={code} id={code} className="card operation" aria-labelledby={`${code}-title`}>
          <h2 id={`${code}-title`} className="flush">
            <code>{code}</code> <span className="muted">{p.status}</span>
          </h2>
          <p className="operation-summary">
            <strong>{p.title}</strong>
          </p>
          <p>{p.meaning}</p>
          <p>
            <strong>Fix:</strong> {p.fix}
          </p>
        </section>
      ))}
    </main>
  );
}
