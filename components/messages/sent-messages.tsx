"use client";
// The agency's outbox (GET /v1/messages): every email the app sent, is retrying, gave up on, or kept
// because no SMTP server is configured. Reading a message shows its text; when it holds a pay link, the
// link can be copied from here (what the agent does when email is not configured).
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { StatusText } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Row, Stack } from "@/components/ui/layout";
import { Notice } from "@/components/ui/notice";
import { Problem } from "@/components/ui/problem";
import { PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";
import { getMessage, listMessages, type MessageItem } from "@/lib/client/endpoints";
import { queryKeys } from "@/lib/client/query-keys";

const STATUS_LABEL: Record<MessageItem["status"], string> = {
  sent: "Sent",
  queued: "Sending (will retry)",
  failed: "Could not be sent",
  stored: "Saved, not emailed",
};
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

export function SentMessages() {
  const opened = useSearchParams().get("open");
  const [selected, setSelected] = useState<string | null>(opened);
  const { data, error, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery({
    queryKey: queryKeys.messages,
    queryFn: ({ pageParam }) => listMessages({ limit: 25, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = data?.pages.flatMap((p) => p.items) ?? [];
  const stored = items.some((m) => m.status === "stored");

  return (
    <Stack>
      <PageHeader
        title="Sent messages"
        meta="Emails the app sent, newest first: pay links to customers, automatic payments that failed, and carriers' decisions on referrals."
      />
      {/* Said of the messages, not of today's settings: email may have been set up since older ones were kept. */}
      {stored ? (
        <Notice>
          Messages marked &ldquo;Saved, not emailed&rdquo; were kept here because email (SMTP_URL) was not set up when they were written. Open one to copy its
          link and send it yourself.
        </Notice>
      ) : null}
      {error ? <Problem error={error} /> : null}
      {selected ? <MessageReader id={selected} onClose={() => setSelected(null)} /> : null}
      {/* A list rather than a table: long addresses and subjects wrap at phone widths without a sideways scroll. */}
      <section className="card stack" aria-labelledby="messages-count">
        <p id="messages-count" className="muted flush" aria-live="polite">
          {isPending ? "Loading…" : `${items.length}${hasNextPage ? "+" : ""} message${items.length === 1 && !hasNextPage ? "" : "s"}`}
        </p>
        <ul className="message-list" aria-label="Messages">
          {items.map((m) => (
            <li key={m.id} aria-current={selected === m.id ? "true" : undefined}>
              <div className="message-list-text">
                <span className="strong">{m.subject}</span>
                <span className="muted small break-anywhere">To {m.to}</span>
                <span className="small">
                  <StatusText status={m.status}>{STATUS_LABEL[m.status]}</StatusText> · {when(m.sentAt ?? m.createdAt)}
                  {m.lastError && m.status !== "sent" ? <span className="muted block">{m.lastError}</span> : null}
                </span>
              </div>
              <Button onClick={() => setSelected(m.id)} aria-label={`Read the message to ${m.to}`}>
                Read
              </Button>
            </li>
          ))}
        </ul>
      </section>
      {hasNextPage ? (
        <div>
          <Button onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            Load more
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}

function MessageReader({ id, onClose }: { id: string; onClose: () => void }) {
  const { data, error } = useQuery({ queryKey: queryKeys.message(id), queryFn: () => getMessage(id) });
  const [copied, setCopied] = useState<"" | "copied" | "failed">("");
  const link = data?.text.match(/https?:\/\/\S+\/pay\/pl_[\w-]+/)?.[0] ?? null;

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  }

  return (
    <Panel title={data ? data.subject : "Message"}>
      {error ? <Problem error={error} /> : null}
      {data ? (
        <>
          <p className="flush muted break-anywhere">
            To {data.to} · {STATUS_LABEL[data.status]} · {when(data.sentAt ?? data.createdAt)}
            {data.attempts > 1 ? ` · ${data.attempts} attempts` : ""}
          </p>
          <pre className="message-body">{data.text}</pre>
          {link ? (
            <Row>
              <Button onClick={() => void copy(link)}>Copy pay link</Button>
              <span aria-live="polite" className="muted">
                {copied === "copied" ? "Link copied." : copied === "failed" ? "Could not copy; select the link in the message and copy it." : ""}
              </span>
            </Row>
          ) : null}
        </>
      ) : (
        <p className="muted flush">Loading…</p>
      )}
      <div>
        <Button onClick={onClose}>Close</Button>
      </div>
    </Panel>
  );
}
