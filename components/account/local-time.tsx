"use client";
// A date and time in the reader's own time zone. The server does not know it, so the first render
// (server and hydration) shows UTC, labelled as such, and the browser replaces it once mounted.
import { useEffect, useState } from "react";

const OPTIONS: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" };

export function LocalTime({ iso }: { iso: string }) {
  const [local, setLocal] = useState<string | null>(null);
  useEffect(() => setLocal(new Date(iso).toLocaleString(undefined, OPTIONS)), [iso]);
  return <time dateTime={iso}>{local ?? new Date(iso).toLocaleString("en-US", { ...OPTIONS, timeZone: "UTC", timeZoneName: "short" })}</time>;
}
