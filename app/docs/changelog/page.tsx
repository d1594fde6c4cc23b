import { API_VERSIONS, CURRENT_API_VERSION, VERSION_HEADER } from "@/lib/versions";

export const metadata = { title: "Changelog and versions · Quoting API" };

// GET /docs/changelog: the dated API versions, newest first, and the rule for what makes a new one. Public,
// rendered on the server from API_VERSIONS, the list the API checks Quoting-Version against.
export default function ChangelogPage() {
  const versions = [...API_VERSIONS].reverse();
  return (
    <main className="page page-docs">
      <p className="page-back">
        <a href="/docs">API reference</a>
      </p>
      <h1>Changelog and versions</h1>
      <p>
        The API is versioned by date. Each API key is pinned to the version that was current when it was made, so a later breaking change never changes what
        your integration sees. To try another version on one request, send{" "}
        <code>
          {VERSION_HEADER}: {CURRENT_API_VERSION}
        </code>
        ; every answer says in <code>{VERSION_HEADER}</code> which version it is in. An unknown version is answered 400, naming the header. The current version
        is <strong>{CURRENT_API_VERSION}</strong>. Webhook events carry the version of their data&apos;s shape in <code>apiVersion</code>.
      </p>
      <section className="card" aria-labelledby="breaking-title">
        <h2 id="breaking-title">What is a breaking change</h2>
        <p>A new dated version is made, and the old shape kept for keys pinned to it, for any of these:</p>
        <ul>
          <li>removing or renaming a field, an operation, a query parameter, an event type or a problem code;</li>
          <li>changing a field&apos;s type, format, units (money stays in decimal dollars at the edge) or meaning;</li>
          <li>making an optional request field required, or refusing a value that was accepted;</li>
          <li>a new value in an enum a client must branch on (a card or policy status);</li>
          <li>changing which HTTP status or problem type a situation answers.</li>
        </ul>
        <p>
          These are not breaking and happen within a version: new operations, new optional request fields, new response fields, new event types (an endpoint
          receives only the types it subscribes to), more entries in a problem&apos;s <code>errors[]</code>, new headers, and clearer messages (branch on codes,
          never on <code>detail</code> or <code>message</code> text).
        </p>
      </section>
      {versions.map((v) => (
        <section key={v.version} id={v.version} className="card" aria-labelledby={`v-${v.version}`}>
          <h2 id={`v-${v.version}`} className="flush">
            {v.version} {v.version === CURRENT_API_VERSION ? <span className="muted">(current)</span> : null}
          </h2>
          <ul>
            {v.changes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
