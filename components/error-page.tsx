"use client";
// The page shown when a page fails to render (app/error.tsx, app/global-error.tsx): what happened in a
// sentence, Retry, and a way back. The error's digest is the reference that finds it in the server's log;
// its message is not shown (in production it says nothing useful, and it is not written for agents).
import Link from "next/link";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";

export function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const digest = error instanceof Error && "digest" in error && typeof error.digest === "string" ? error.digest : null;
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className="page page-tight stack error-page" id="main" tabIndex={-1}>
      <h1>This page couldn’t be shown</h1>
      <p>Something went wrong on our side while loading it. It may be a passing problem: retry, or go back to the dashboard.</p>
      <div className="row">
        <Button variant="primary" onClick={() => retry()}>
          Retry
        </Button>
        <Link className="btn" href="/dashboard">
          Go to the dashboard
        </Link>
      </div>
      {digest ? <p className="muted">If it keeps happening, tell support this reference: {digest}</p> : null}
    </main>
  );
}
