// An API or parse error as an alert: the problem detail and any field errors.
import { ApiError } from "@/lib/client/api";

export function Problem({ error, prefix }: { error: unknown; prefix?: string }) {
  const detail = error instanceof Error ? error.message : "Something went wrong.";
  const fields = error instanceof ApiError ? error.errors : [];
  return (
    <div role="alert" className="error">
      <p className="flush">
        {prefix ? `${prefix} ` : ""}
        {detail}
      </p>
      {fields.length ? (
        <ul className="list list-after">
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
