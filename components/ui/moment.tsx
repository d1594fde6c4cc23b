// A timestamp in the reader's time zone. Pages rendered on the server show the server's zone first; the
// browser's render replaces it without a hydration warning (the text may differ, nothing else does).
import { formatDate, formatDateTime } from "@/lib/client/format";

export function Moment({ value, show = "datetime" }: { value: string; show?: "date" | "datetime" }) {
  return (
    <time dateTime={value} suppressHydrationWarning>
      {show === "date" ? formatDate(value) : formatDateTime(value)}
    </time>
  );
}
