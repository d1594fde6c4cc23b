"use client";
// A page that failed to render: a sentence, Retry and a way back (components/error-page.tsx).
import { ErrorPage } from "@/components/error-page";

export default function Error({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorPage error={error} retry={retry} />;
}
