// An API or parse error as an alert: the problem detail and any field errors.
import { ApiError } from "@/lib/client/api";

export function Problem({ error, prefix }: { error: unknown; prefix?: string }) {
  const detail = error instanceof Error ? error.message : "Something went wrong.";
  const fields = error instanceof ApiError ? error.errors : [];
  return (
    <div role="alert" className="error">
      <p style={{ margin: 0 }}>
        {prefix ? `${prefix} ` : ""}
        {detail}
      </p>
      {fields.length ? (
        <ul style={{ margin: "0.25rem 0 0", paddingLeft: "1.2rem" }}>
          {fields.map((f, i) => (
            <li key={`${f.path}-${i}`}>
              <code>{f.path}</code>: {f.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
