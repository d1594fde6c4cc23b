"use client";
// The root layout itself failed: the same page, with its own <html> and <body> (the root layout is gone).
import { ErrorPage } from "@/components/error-page";
import "./globals.css";

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <head>
        <title>Something went wrong · Quoting portal</title>
      </head>
      <body>
        <ErrorPage error={error} retry={retry} />
      </body>
    </html>
  );
}
