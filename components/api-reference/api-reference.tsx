"use client";
// An interactive API reference rendered from the OpenAPI document: every operation with its
// parameters, body example and response schema, and a form that sends the request with your key.
import { useEffect, useMemo, useState } from "react";

interface Param {
  name: string;
  in: "path" | "query";
  required: boolean;
  description?: string;
  schema?: { type?: string; enum?: string[] };
}
interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security?: unknown[];
  parameters: Param[];
  requestBody?: { content: { "application/json": { schema: unknown; example?: unknown } } };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}
interface Doc {
  info: { title: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, { description: string }> };
}

const REF = "#/components/schemas/";

/** A response as declared: its own, or the shared one its $ref names (components.responses). */
function responseOf(declared: unknown, responses: Record<string, { description: string }>): { description: string } {
  const ref = (declared as { $ref?: unknown }).$ref;
  return typeof ref === "string" ? (responses[ref.replace("#/components/responses/", "")] ?? { description: "" }) : (declared as { description: string });
}

/** A response's schema to read: a named one ($ref) shown with its name and its own definition. */
function ResponseSchema({ schema, components }: { schema: unknown; components: Record<string, unknown> }) {
  const ref = (schema as { $ref?: unknown } | undefined)?.$ref;
  const name = typeof ref === "string" && ref.startsWith(REF) ? ref.slice(REF.length) : null;
  return (
    <>
      {name ? (
        <p>
          Type <code>{name}</code> (components.schemas; nested <code>$ref</code>s name the types inside it)
        </p>
      ) : null}
      <pre className="code-block code-block-sm">{JSON.stringify((name ? components[name] : schema) ?? {}, null, 2)}</pre>
    </>
  );
}

function OperationPanel({
  method,
  path,
  op,
  apiKey,
  components,
  responses,
}: {
  method: string;
  path: string;
  op: Operation;
  apiKey: string;
  components: Record<string, unknown>;
  responses: Record<string, { description: string }>;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [body, setBody] = useState(
    op.requestBody?.content["application/json"].example ? JSON.stringify(op.requestBody.content["application/json"].example, null, 2) : "",
  );
  const [result, setResult] = useState<{ status: number; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const id = op.operationId;

  async function send(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    let url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ""));
    const query = op.parameters
      .filter((p) => p.in === "query" && values[p.name])
      .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(values[p.name]!)}`);
    if (query.length) url += `?${query.join("&")}`;
    try {
      const res = await fetch(url, {
        method: method.toUpperCase(),
        headers: { ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}), ...(body && method === "post" ? { "content-type": "application/json" } : {}) },
        ...(method === "post" ? { body } : {}),
      });
      const text = await res.text();
      let pretty = text;
      try {
        pretty = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        /* not JSON */
      }
      setResult({ status: res.status, text: pretty });
    } catch (error) {
      setResult({ status: 0, text: String(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section id={id} className="card operation" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="flush">
        <code className="operation-method">{method}</code>
        <code>{path}</code>
      </h3>
      <p className="operation-summary">
        <strong>{op.summary}</strong>
        {op.security && op.security.length === 0 ? " (no key needed)" : ""}
      </p>
      {op.description ? <p>{op.description}</p> : null}
      <form onSubmit={send}>
        {op.parameters.map((p) => (
          <div key={p.name} className="operation-param">
            <label htmlFor={`${id}-${p.name}`}>
              {p.name}{" "}
              <small>
                ({p.in}
                {p.required ? ", required" : ""})
              </small>
            </label>
            <input
              id={`${id}-${p.name}`}
              value={values[p.name] ?? ""}
              onChange={(e) => setValues({ ...values, [p.name]: e.target.value })}
              required={p.required}
            />
            {p.description ? <small>{p.description}</small> : null}
          </div>
        ))}
        {op.requestBody ? (
          <div>
            <label htmlFor={`${id}-body`}>Request body (JSON)</label>
            <textarea
              id={`${id}-body`}
              className="code-input"
              value={body}
              onChange={(e) => setBody(e.target.value)}
              rows={Math.min(20, body.split("\n").length + 1)}
            />
          </div>
        ) : null}
        <button type="submit" className="btn" disabled={busy}>
          {busy ? "Sending..." : "Send request"}
        </button>
      </form>
      {result ? (
        <div role="status" aria-live="polite">
          <p>
            Response: <strong>{result.status || "network error"}</strong>
          </p>
          <pre className="code-block">{result.text}</pre>
        </div>
      ) : null}
      <details>
        <summary>Responses</summary>
        <ul>
          {Object.entries(op.responses)
            .map(([status, declared]) => ({ status, r: responseOf(declared, responses) }))
            .map(({ status, r }) => (
              <li key={status}>
                <code>{status}</code> {r.description}
              </li>
            ))}
        </ul>
        <ResponseSchema schema={Object.values(op.responses)[0]?.content?.["application/json"]?.schema} components={components} />
      </details>
    </section>
  );
}

export function ApiReference({ doc, specUrl }: { doc: Doc; specUrl: string }) {
  const [apiKey, setApiKey] = useState("");

  useEffect(() => {
    setApiKey(sessionStorage.getItem("apiKey") ?? "");
  }, []);

  const byTag = useMemo(() => {
    const groups = new Map<string, Array<{ method: string; path: string; op: Operation }>>();
    for (const [path, methods] of Object.entries(doc?.paths ?? {})) {
      for (const [method, op] of Object.entries(methods)) {
        const tag = op.tags[0] ?? "Other";
        groups.set(tag, [...(groups.get(tag) ?? []), { method, path, op }]);
      }
    }
    return [...groups.entries()];
  }, [doc]);

  return (
    <main className="page page-docs">
      <h1>{doc.info.title} reference</h1>
      <p>{doc.info.description}</p>
      <p>
        The machine-readable document is at <a href={specUrl}>{specUrl}</a> (send your key, or open it signed in to the portal). Every problem type is explained
        at <a href="/docs/problems">/docs/problems</a>; versions and what counts as a breaking change at <a href="/docs/changelog">/docs/changelog</a>.
      </p>
      <div className="card api-key">
        <label htmlFor="api-key">API key (kept in this tab only): </label>
        <input
          id="api-key"
          type="password"
          value={apiKey}
          onChange={(e) => {
            setApiKey(e.target.value);
            sessionStorage.setItem("apiKey", e.target.value);
          }}
          placeholder="qk_test_..."
        />
      </div>
      <nav aria-label="Operations">
        {byTag.map(([tag, ops]) => (
          <div key={tag} className="operation-links">
            <strong>{tag}</strong>:{" "}
            {ops.map((o) => (
              <a key={o.op.operationId} href={`#${o.op.operationId}`}>
                {o.op.summary}
              </a>
            ))}
          </div>
        ))}
      </nav>
      {byTag.map(([tag, ops]) => (
        <section key={tag} aria-labelledby={`tag-${tag}`}>
          <h2 id={`tag-${tag}`}>{tag}</h2>
          {ops.map((o) => (
            <OperationPanel
              key={o.op.operationId}
              method={o.method}
              path={o.path}
              op={o.op}
              apiKey={apiKey}
              components={doc.components?.schemas ?? {}}
              responses={doc.components?.responses ?? {}}
            />
          ))}
        </section>
      ))}
    </main>
  );
}
