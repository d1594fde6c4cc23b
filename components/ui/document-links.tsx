// A list of documents (quote, application, declarations, certificates), each opening in a new tab.
import { VisuallyHidden } from "./notice";

export function DocumentLinks({ documents, label }: { documents: Array<{ type: string; label: string; url: string }>; label?: string }) {
  return (
    <ul className="list" aria-label={label}>
      {documents.map((d) => (
        <li key={d.type}>
          <a href={d.url} target="_blank" rel="noopener noreferrer">
            {d.label}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </li>
      ))}
    </ul>
  );
}
