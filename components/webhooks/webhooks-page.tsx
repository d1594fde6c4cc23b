"use client";
// Webhooks (decision 024): where the agency's partner systems hear about quotes, policies and payments.
// Endpoints are added here (the signing secret is shown once), turned off and on, given a new secret or
// removed; recent events list what each endpoint was sent, every attempt with the receiver's answer, and
// any event can be sent again.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { StatusText } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Choice, Field, FieldSet } from "@/components/ui/field";
import { Row, Stack } from "@/components/ui/layout";
import { Notice } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";
import { Problem } from "@/components/ui/problem";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listEventDeliveries,
  listEvents,
  listWebhookEndpoints,
  redeliverEvent,
  rotateWebhookSecret,
  updateWebhookEndpoint,
  type WebhookEndpoint,
  type WebhookEvent,
} from "@/lib/client/endpoints";
import { queryKeys } from "@/lib/client/query-keys";

/** What each event type means, for a person choosing what to receive. */
const EVENT_TEXT: Record<string, string> = {
  "quote.completed": "Every program of a quote has answered",
  "application.quoted": "A program quoted",
  "application.referred": "A quote needs an underwriter",
  "application.declined": "A program declined",
  "application.failed": "A program could not be quoted",
  "policy.bound": "A policy was bound",
  "payment.succeeded": "A payment went through",
  "payment.failed": "A payment failed",
  "installment.due": "An installment fell due",
  "installment.paid": "An installment was paid",
  "installment.overdue": "An installment is overdue",
  "policy.cancellation_scheduled": "A cancellation was scheduled",
  "policy.cancellation_rescinded": "A scheduled cancellation was withdrawn",
  "policy.cancelled": "A policy was cancelled",
  "policy.renewal_offered": "A renewal was offered",
  "policy.renewed": "A policy was renewed",
};
const TYPES = Object.keys(EVENT_TEXT);
/** The API names who turned an endpoint off ("Disabled by user:…"); a person reads that their agency did. */
const offReason = (reason: string | null) => (!reason || reason.startsWith("Disabled by ") ? "turned off by your agency; nothing is sent to it." : reason);
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

export function WebhooksPage() {
  return (
    <Stack>
      <PageHeader
        title="Webhooks"
        meta="Your other systems hear about quotes, policies and payments as they happen: each event is sent, signed, to the addresses you add here."
      />
      <Endpoints />
      <RecentEvents />
    </Stack>
  );
}

function Endpoints() {
  const queryClient = useQueryClient();
  const endpoints = useQuery({ queryKey: queryKeys.webhookEndpoints, queryFn: listWebhookEndpoints });
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.webhookEndpoints });
  const items = endpoints.data?.items ?? [];
  return (
    <Panel title="Endpoints">
      {secret ? (
        <Notice as="div" kind="status">
          <p className="flush">
            Signing secret for {secret.url}: copy it now, it is not shown again. Any Standard Webhooks library verifies each event with it.
          </p>
          <p className="flush">
            <code className="break-anywhere" aria-label="Signing secret">
              {secret.secret}
            </code>
          </p>
        </Notice>
      ) : null}
      {endpoints.error ? <Problem error={endpoints.error} /> : null}
      {endpoints.isPending ? <p className="muted flush">Loading…</p> : null}
      {!endpoints.isPending && !items.length ? <p className="muted flush">No endpoints yet: add one below.</p> : null}
      <ul className="list" aria-label="Webhook endpoints">
        {items.map((e) => (
          <EndpointItem key={e.id} endpoint={e} onChanged={refresh} onSecret={setSecret} />
        ))}
      </ul>
      <AddEndpoint
        onAdded={(url, s) => {
          setSecret({ url, secret: s });
          void refresh();
        }}
      />
    </Panel>
  );
}

function EndpointItem({
  endpoint: e,
  onChanged,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onChanged: () => void;
  onSecret: (s: { url: string; secret: string }) => void;
}) {
  const toggle = useMutation({
    mutationFn: () => updateWebhookEndpoint(e.id, { status: e.status === "enabled" ? "disabled" : "enabled" }),
    onSuccess: onChanged,
  });
  const rotate = useMutation({ mutationFn: () => rotateWebhookSecret(e.id), onSuccess: (r) => (onSecret({ url: r.url, secret: r.secret }), onChanged()) });
  const remove = useMutation({ mutationFn: () => deleteWebhookEndpoint(e.id), onSuccess: onChanged });
  const [confirming, setConfirming] = useState(false);
  const error = toggle.error ?? rotate.error ?? remove.error;
  const events = e.enabledEvents.includes("*") ? "every event" : e.enabledEvents.map((t) => EVENT_TEXT[t] ?? t).join("; ");
  return (
    <li className="stack" aria-label={e.url}>
      <div>
        <span className="strong break-anywhere block">{e.url}</span>
        {e.description ? <span className="muted small block">{e.description}</span> : null}
        <span className="small block">
          <StatusText status={e.status === "enabled" ? "active" : "declined"}>{e.status === "enabled" ? "On" : "Off"}</StatusText>
          {e.status === "disabled" ? `: ${offReason(e.disabledReason)}` : ""}
          {e.status === "enabled" && e.consecutiveFailures > 0 ? ` · the last ${e.consecutiveFailures} attempts failed; they are being retried` : ""}
        </span>
        <span className="small block">Receives: {events}</span>
        {e.previousSecretExpiresAt ? <span className="small muted block">The previous secret also signs until {when(e.previousSecretExpiresAt)}.</span> : null}
      </div>
      <Row>
        <Button onClick={() => toggle.mutate()} disabled={toggle.isPending}>
          {e.status === "enabled" ? "Turn off" : "Turn on"}
        </Button>
        <Button onClick={() => rotate.mutate()} disabled={rotate.isPending}>
          New secret
        </Button>
        {confirming ? (
          <Button variant="danger" onClick={() => remove.mutate()} disabled={remove.isPending}>
            Remove {e.url}
          </Button>
        ) : (
          <Button onClick={() => setConfirming(true)}>Remove…</Button>
        )}
      </Row>
      {error ? <Problem error={error} /> : null}
    </li>
  );
}

function AddEndpoint({ onAdded }: { onAdded: (url: string, secret: string) => void }) {
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [all, setAll] = useState(true);
  const [chosen, setChosen] = useState<string[]>([]);
  const add = useMutation({
    mutationFn: () =>
      createWebhookEndpoint({
        url: url.trim(),
        enabledEvents: (all ? ["*"] : chosen) as Parameters<typeof createWebhookEndpoint>[0]["enabledEvents"],
        ...(description.trim() ? { description: description.trim() } : {}),
      }),
    onSuccess: (created) => {
      onAdded(created.url, created.secret);
      setUrl("");
      setDescription("");
    },
  });
  const urlError =
    add.error && "errors" in add.error ? (add.error as { errors: Array<{ path: string; message: string }> }).errors.find((i) => i.path === "url") : undefined;
  return (
    <form
      className="stack"
      aria-label="Add an endpoint"
      onSubmit={(ev) => {
        ev.preventDefault();
        add.mutate();
      }}
    >
      <h3 className="flush">Add an endpoint</h3>
      <Field
        label="URL"
        hint="Where events are sent, as a POST with a JSON body (https:// in production)."
        error={urlError ? `The URL ${urlError.message}.` : undefined}
      >
        {(control) => (
          <input {...control} type="url" required value={url} onChange={(ev) => setUrl(ev.target.value)} placeholder="https://example.com/hooks/quotes" />
        )}
      </Field>
      <Field label="Description (optional)">{(control) => <input {...control} value={description} onChange={(ev) => setDescription(ev.target.value)} />}</Field>
      <FieldSet legend="Events to send">
        <Choice type="radio" name="which-events" checked={all} onChange={() => setAll(true)}>
          Every event
        </Choice>
        <Choice type="radio" name="which-events" checked={!all} onChange={() => setAll(false)}>
          Only these:
        </Choice>
        {!all ? (
          <div className="stack">
            {TYPES.map((t) => (
              <Choice
                key={t}
                type="checkbox"
                checked={chosen.includes(t)}
                onChange={(ev) => setChosen(ev.target.checked ? [...chosen, t] : chosen.filter((x) => x !== t))}
              >
                {EVENT_TEXT[t]} <span className="muted small">({t})</span>
              </Choice>
            ))}
          </div>
        ) : null}
      </FieldSet>
      <div>
        <Button type="submit" variant="primary" disabled={add.isPending || (!all && !chosen.length)}>
          Add endpoint
        </Button>
      </div>
      {add.error && !urlError ? <Problem error={add.error} /> : null}
    </form>
  );
}

function RecentEvents() {
  const events = useQuery({ queryKey: queryKeys.events, queryFn: () => listEvents(20), refetchInterval: 5000 });
  const [open, setOpen] = useState<string | null>(null);
  const items = events.data?.items ?? [];
  return (
    <Panel title="Recent events">
      {events.error ? <Problem error={events.error} /> : null}
      {!events.isPending && !items.length ? <p className="muted flush">No events yet: they appear as quotes are rated and policies bound.</p> : null}
      <ul className="list" aria-label="Recent events">
        {items.map((e) => (
          <li key={e.id} className="stack">
            <Row className="row-sm">
              <span>
                <span className="strong">{EVENT_TEXT[e.type] ?? e.type}</span> <span className="muted small">({e.type})</span>
                <span className="muted small block">{when(e.created)}</span>
              </span>
              <Button aria-expanded={open === e.id} onClick={() => setOpen(open === e.id ? null : e.id)}>
                {open === e.id ? "Hide deliveries" : "Deliveries"}
              </Button>
            </Row>
            {open === e.id ? <Deliveries event={e} /> : null}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function Deliveries({ event }: { event: WebhookEvent }) {
  const queryClient = useQueryClient();
  const deliveries = useQuery({ queryKey: queryKeys.eventDeliveries(event.id), queryFn: () => listEventDeliveries(event.id), refetchInterval: 2000 });
  const endpoints = useQuery({ queryKey: queryKeys.webhookEndpoints, queryFn: listWebhookEndpoints });
  const again = useMutation({
    mutationFn: () => redeliverEvent(event.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.eventDeliveries(event.id) }),
  });
  const urlOf = (id: string) => endpoints.data?.items.find((x) => x.id === id)?.url ?? "a removed endpoint";
  const items = deliveries.data?.items ?? [];
  return (
    <div className="stack" role="region" aria-label={`Deliveries of ${event.type}`}>
      {deliveries.error ? <Problem error={deliveries.error} /> : null}
      {!deliveries.isPending && !items.length ? <p className="muted small flush">Not sent anywhere: no endpoint receives this event.</p> : null}
      {items.map((d) => (
        <div key={d.id} className="small">
          <span className="break-anywhere">To {urlOf(d.endpointId)}: </span>
          <StatusText status={d.status === "succeeded" ? "succeeded" : d.status === "failed" ? "declined" : "pending"}>
            {d.status === "succeeded" ? "Delivered" : d.status === "failed" ? "Gave up" : d.nextAttemptAt ? `Retrying ${when(d.nextAttemptAt)}` : "Sending"}
          </StatusText>
          <ol className="flush">
            {d.attempts.map((a) => (
              <li key={a.number}>
                Attempt {a.number}, {when(a.attemptedAt)}: {a.statusCode !== null ? `answered ${a.statusCode}` : `no answer (${a.error ?? "unknown"})`} in{" "}
                {a.durationMs} ms
                {a.responseSnippet ? <span className="muted break-anywhere"> · {a.responseSnippet.slice(0, 120)}</span> : null}
              </li>
            ))}
          </ol>
        </div>
      ))}
      <div>
        <Button onClick={() => again.mutate()} disabled={again.isPending}>
          Send again
        </Button>
      </div>
      {again.error ? <Problem error={again.error} /> : null}
    </div>
  );
}
