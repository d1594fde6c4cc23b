"use client";
// API keys (issue 31 item 3, decision 040): an administrator makes a key for a partner system with a name
// and a scope (the key is shown once), sees when each key was last used, and revokes keys no longer needed.
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
import { createApiKey, listApiKeys, revokeApiKey, type ApiKey } from "@/lib/client/endpoints";
import { queryKeys } from "@/lib/client/query-keys";
import { SCOPE_TEXT, keyUse } from "@/lib/client/api-keys";

type Scope = ApiKey["scope"];
const SCOPES = Object.keys(SCOPE_TEXT) as Scope[];

/** livemode: the portal's mode, which is the mode of the keys listed and made here (decision 043). */
export function ApiKeysPage({ livemode }: { livemode: boolean }) {
  const queryClient = useQueryClient();
  const keys = useQuery({ queryKey: queryKeys.apiKeys, queryFn: listApiKeys });
  const [made, setMade] = useState<{ name: string; secret: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys });
  const items = keys.data?.items ?? [];
  const live = items.filter((k) => !k.revokedAt);
  const revoked = items.filter((k) => k.revokedAt);
  return (
    <Stack>
      <PageHeader
        title="API keys"
        meta={`Your partner systems and your own software call the quoting API with these keys. Give each system its own key, with only the access it needs. ${
          livemode
            ? "These are live keys (qk_live_…): they work on your real quotes, clients and policies. Switch on Test mode in the header for test keys."
            : "These are test keys (qk_test_…): they see only test data, take test cards and may move the sandbox clock. Switch off Test mode for live keys."
        }`}
      />
      {made ? <NewSecret {...made} onDone={() => setMade(null)} /> : null}
      <Panel title="Keys in use">
        {keys.error ? <Problem error={keys.error} /> : null}
        {keys.isPending ? <p className="muted flush">Loading…</p> : null}
        {!keys.isPending && !live.length ? <p className="muted flush">No keys in use: make one below.</p> : null}
        <ul className="list" aria-label="API keys in use">
          {live.map((k) => (
            <KeyItem key={k.id} apiKey={k} onRevoked={refresh} />
          ))}
        </ul>
      </Panel>
      <MakeKey
        onMade={(name, secret) => {
          setMade({ name, secret });
          void refresh();
        }}
      />
      {revoked.length ? (
        <Panel title="Revoked keys">
          <ul className="list" aria-label="Revoked API keys">
            {revoked.map((k) => (
              <KeyItem key={k.id} apiKey={k} onRevoked={refresh} />
            ))}
          </ul>
        </Panel>
      ) : null}
    </Stack>
  );
}

function NewSecret({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <Notice as="div" kind="status">
      <p className="flush strong">Your new key “{name}”: copy it now. It is not shown again.</p>
      <p className="flush">
        <code className="break-anywhere" aria-label="New API key">
          {secret}
        </code>
      </p>
      <Row className="row-sm">
        <Button
          onClick={() => {
            void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
          }}
        >
          {copied ? "Copied" : "Copy key"}
        </Button>
        <Button onClick={onDone}>I have stored it</Button>
      </Row>
    </Notice>
  );
}

function KeyItem({ apiKey: k, onRevoked }: { apiKey: ApiKey; onRevoked: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useMutation({ mutationFn: () => revokeApiKey(k.id), onSuccess: onRevoked });
  return (
    <li className="stack" aria-label={k.name}>
      <div>
        <span className="strong block">{k.name}</span>
        <span className="small block">
          <StatusText status={k.revokedAt ? "declined" : "active"}>{k.revokedAt ? "Revoked" : "In use"}</StatusText> · {SCOPE_TEXT[k.scope].label}:{" "}
          {SCOPE_TEXT[k.scope].text}
        </span>
        <span className="small muted block">
          Starts <code>{k.prefix}…</code> · {keyUse(k, new Date())}
        </span>
      </div>
      {k.revokedAt ? null : (
        <Row>
          {confirming ? (
            <>
              <Button variant="danger" onClick={() => revoke.mutate()} disabled={revoke.isPending}>
                Revoke “{k.name}” now
              </Button>
              <Button onClick={() => setConfirming(false)}>Keep it</Button>
            </>
          ) : (
            <Button onClick={() => setConfirming(true)}>Revoke…</Button>
          )}
        </Row>
      )}
      {confirming && !k.revokedAt ? <p className="small flush">Anything still using this key stops working at once, and it cannot be turned back on.</p> : null}
      {revoke.error ? <Problem error={revoke.error} /> : null}
    </li>
  );
}

function MakeKey({ onMade }: { onMade: (name: string, secret: string) => void }) {
  const [name, setName] = useState("");
  const [scope, setScope] = useState<Scope>("quote");
  const make = useMutation({
    mutationFn: () => createApiKey({ name: name.trim(), scope }),
    onSuccess: (created) => {
      onMade(created.name, created.secret);
      setName("");
    },
  });
  const nameError =
    make.error && "errors" in make.error
      ? (make.error as { errors: Array<{ path: string; message: string }> }).errors.find((i) => i.path === "name")
      : undefined;
  return (
    <Panel title="Make a key">
      <form
        className="stack"
        aria-label="Make a key"
        onSubmit={(ev) => {
          ev.preventDefault();
          make.mutate();
        }}
      >
        <Field label="Name" hint="What uses it, so you know which key to revoke later." error={nameError ? `The name ${nameError.message}.` : undefined}>
          {(control) => (
            <input {...control} required maxLength={100} value={name} onChange={(ev) => setName(ev.target.value)} placeholder="Comparative rater" />
          )}
        </Field>
        <FieldSet legend="What it may do">
          {SCOPES.map((s) => (
            <Choice key={s} type="radio" name="scope" checked={scope === s} onChange={() => setScope(s)}>
              {/* One span: the label reads as one sentence, not columns, at a phone's width. */}
              <span>
                <span className="strong">{SCOPE_TEXT[s].label}</span>: {SCOPE_TEXT[s].text}
              </span>
            </Choice>
          ))}
        </FieldSet>
        <div>
          <Button type="submit" variant="primary" disabled={make.isPending || !name.trim()}>
            Make key
          </Button>
        </div>
        {make.error && !nameError ? <Problem error={make.error} /> : null}
      </form>
    </Panel>
  );
}
