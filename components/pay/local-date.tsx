"use client";
// A date or time in the customer's own locale and time zone. The server renders a neutral form (ISO date,
// UTC time); the browser replaces it once hydrated, so the page never shows the server's locale as the customer's.
import { useEffect, useState } from "react";

interface Props {
  /** YYYY-MM-DD (a calendar day, shown as that day wherever the customer is) or an ISO timestamp. */
  value: string;
  /** "date": the day; "datetime": the day and the time in the customer's time zone. */
  kind?: "date" | "datetime";
}

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

function format(value: string, kind: "date" | "datetime", locale?: string): string {
  if (isDay(value)) return new Date(`${value}T00:00:00Z`).toLocaleDateString(locale, { timeZone: "UTC", dateStyle: "medium" });
  const d = new Date(value);
  return kind === "date" ? d.toLocaleDateString(locale, { dateStyle: "medium" }) : d.toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" });
}

export function LocalDate({ value, kind = "date" }: Props) {
  const [text, setText] = useState(() => (isDay(value) ? value : kind === "date" ? value.slice(0, 10) : `${value.slice(0, 16).replace("T", " ")} UTC`));
  useEffect(() => setText(format(value, kind)), [value, kind]);
  return (
    <time dateTime={value} suppressHydrationWarning>
      {text}
    </time>
  );
}
