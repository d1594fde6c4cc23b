"use client";
// The page shown when a page fails to render (app/error.tsx, app/global-error.tsx): what happened in a
// sentence, Retry, and a way back. The error's digest is the reference that finds it in the server's log;
// its message is not shown (in production it says nothing useful, and it is not written for agents).
// The way back is a plain link, not next/link: after a failure a full load starts the client afresh, and
// this page's chunk is loaded by every page (error.tsx, global-error.tsx), so the router's Link would be
// downloaded again with each of them (about 4 KiB gzip apiece: Turbopack copies shared small modules).
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
        <a className="btn" href="/dashboard">
          Go to the dashboard
        </a>
      </div>
      {digest ? <p className="muted">If it keeps happening, tell support this reference: {digest}</p> : null}
    </main>
  );
}
