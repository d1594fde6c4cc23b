"use client";
// People (issue 31 item 1, decision 041): an administrator sees the agency's users and pending invitations,
// invites someone by email with a role, changes roles, deactivates (their sessions end at once) or
// reactivates users, and revokes invitations. Every change goes through the /v1 API.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { StatusText } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Choice, Field, FieldSet } from "@/components/ui/field";
import { Stack } from "@/components/ui/layout";
import { Notice } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";
import { Problem } from "@/components/ui/problem";
import { BookSetting } from "./book-setting";
import { deactivateUser, inviteUser, listPeople, reactivateUser, revokeInvitation, updateUser, type Person } from "@/lib/client/endpoints";
import { AGENCY_ROLE_NAMES, ROLE_TEXT, invitationExpiry, type RoleName } from "@/lib/client/people";
import { queryKeys } from "@/lib/client/query-keys";

export function PeoplePage({ currentUserId }: { currentUserId: string }) {
  const queryClient = useQueryClient();
  const people = useQuery({ queryKey: queryKeys.people, queryFn: listPeople });
  const [invited, setInvited] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.people });
  const items = people.data?.items ?? [];
  const users = items.filter((p) => p.status !== "invited");
  const pending = items.filter((p) => p.status === "invited");
  return (
    <Stack>
      <PageHeader title="People" meta="Everyone who signs in to your agency's portal, and what each may do." />
      {invited ? <Notice kind="status">We emailed an invitation to {invited}. The link works once, for 72 hours.</Notice> : null}
      <Panel title="Users">
        {people.error ? <Problem error={people.error} /> : null}
        {people.isPending ? <p className="muted flush">Loading…</p> : null}
        <ul className="people-list" aria-label="Users">
          {users.map((p) => (
            <UserItem key={p.id} person={p} self={p.id === currentUserId} onChanged={refresh} />
          ))}
        </ul>
      </Panel>
      {pending.length ? (
        <Panel title="Pending invitations">
          <ul className="people-list" aria-label="Pending invitations">
            {pending.map((p) => (
              <InvitationItem key={p.id} person={p} onChanged={refresh} />
            ))}
          </ul>
        </Panel>
      ) : null}
      <InviteForm
        roles={AGENCY_ROLE_NAMES}
        send={inviteUser}
        onInvited={(email) => {
          setInvited(email);
          void refresh();
        }}
      />
      <BookSetting />
    </Stack>
  );
}

export function Who({ person: p, self }: { person: Person; self?: boolean }) {
  return (
    <div>
      <span className="strong block">
        {p.name}
        {self ? " (you)" : ""}
      </span>
      <span className="small muted block break-anywhere">{p.email}</span>
    </div>
  );
}

function UserItem({ person: p, self, onChanged }: { person: Person; self: boolean; onChanged: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [role, setRole] = useState<RoleName>(p.role);
  const active = p.status === "active";
  const change = useMutation({ mutationFn: () => updateUser(p.id, { role }), onSuccess: onChanged });
  const toggle = useMutation({
    mutationFn: () => (active ? deactivateUser(p.id) : reactivateUser(p.id)),
    onSuccess: () => {
      setConfirming(false);
      onChanged();
    },
  });
  const roleId = `role-${p.id}`;
  return (
    <li className="people-row" aria-label={p.name}>
      <Who person={p} self={self} />
      <div>
        <span className="strong block">{ROLE_TEXT[p.role].label}</span>
        <span className="small muted block">{ROLE_TEXT[p.role].text}</span>
      </div>
      <div>
        <StatusText status={active ? "active" : "declined"}>{active ? "Active" : "Deactivated"}</StatusText>
      </div>
      <div className="stack">
        <form
          className="people-actions"
          aria-label={`Role of ${p.name}`}
          onSubmit={(ev) => {
            ev.preventDefault();
            change.mutate();
          }}
        >
          <label htmlFor={roleId} className="sr-only">
            Role of {p.name}
          </label>
          <select id={roleId} value={role} onChange={(ev) => setRole(ev.target.value as RoleName)}>
            {(AGENCY_ROLE_NAMES.includes(p.role) ? AGENCY_ROLE_NAMES : [...AGENCY_ROLE_NAMES, p.role]).map((r) => (
              <option key={r} value={r}>
                {ROLE_TEXT[r].label}
              </option>
            ))}
          </select>
          <Button type="submit" disabled={role === p.role || change.isPending}>
            Change role
          </Button>
        </form>
        <div className="people-actions">
          {confirming ? (
            <>
              <Button variant={active ? "danger" : "primary"} onClick={() => toggle.mutate()} disabled={toggle.isPending}>
                {active ? `Deactivate ${p.name} now` : `Reactivate ${p.name} now`}
              </Button>
              <Button onClick={() => setConfirming(false)}>Cancel</Button>
            </>
          ) : (
            <Button onClick={() => setConfirming(true)}>{active ? "Deactivate…" : "Reactivate…"}</Button>
          )}
        </div>
        {confirming ? (
          <p className="small flush">
            {active ? `${p.name} is signed out everywhere at once and cannot sign in until reactivated.` : `${p.name} may sign in again with their password.`}
          </p>
        ) : null}
        {change.error ? <Problem error={change.error} /> : null}
        {toggle.error ? <Problem error={toggle.error} /> : null}
      </div>
    </li>
  );
}

/** A pending invitation with its revoke action: an agency's (with its role), or a carrier's (`send`, no role column). */
export function InvitationItem({
  person: p,
  onChanged,
  send = revokeInvitation,
  showRole = true,
}: {
  person: Person;
  onChanged: () => void;
  send?: (id: string) => Promise<unknown>;
  showRole?: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useMutation({ mutationFn: () => send(p.id), onSuccess: onChanged });
  return (
    <li className={showRole ? "people-row" : "people-row team-row"} aria-label={`Invitation for ${p.name}`}>
      <Who person={p} />
      {showRole ? (
        <div>
          <span className="strong block">{ROLE_TEXT[p.role].label}</span>
        </div>
      ) : null}
      <div>
        <StatusText status="pending">Invited</StatusText>
        <span className="small muted block">{p.invitationExpiresAt ? invitationExpiry(p.invitationExpiresAt, new Date()) : null}</span>
      </div>
      <div className="stack">
        <div className="people-actions">
          {confirming ? (
            <>
              <Button variant="danger" onClick={() => revoke.mutate()} disabled={revoke.isPending}>
                Revoke invitation now
              </Button>
              <Button onClick={() => setConfirming(false)}>Keep it</Button>
            </>
          ) : (
            <Button onClick={() => setConfirming(true)}>Revoke invitation…</Button>
          )}
        </div>
        {confirming ? <p className="small flush">The emailed link stops working. You can invite {p.email} again later.</p> : null}
        {revoke.error ? <Problem error={revoke.error} /> : null}
      </div>
    </li>
  );
}

/**
 * Invite by email. With `roles`, the inviter picks one (an agency's people); without, the role is implied (a
 * carrier's desk invites underwriters only, decision 044).
 */
export function InviteForm({
  roles,
  send,
  onInvited,
}: {
  roles: RoleName[] | null;
  send: (body: { email: string; name: string; role: RoleName }) => Promise<{ email: string }>;
  onInvited: (email: string) => void;
}) {
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<RoleName>(roles ? "producer" : "underwriter");
  const invite = useMutation({
    mutationFn: () => send({ email: email.trim(), name: name.trim(), role }),
    onSuccess: (made) => {
      onInvited(made.email);
      setEmail("");
      setName("");
    },
  });
  const issues = invite.error && "errors" in invite.error ? (invite.error as { errors: Array<{ path: string; message: string }> }).errors : [];
  const issue = (path: string) => issues.find((i) => i.path === path);
  const emailIssue = issue("email");
  const nameIssue = issue("name");
  const title = roles ? "Invite someone" : "Invite an underwriter";
  return (
    <Panel title={title}>
      <form
        className="stack"
        aria-label={title}
        onSubmit={(ev) => {
          ev.preventDefault();
          invite.mutate();
        }}
      >
        <Field
          label="Email"
          hint="We email them a link to set a password; it works once, for 72 hours."
          error={emailIssue ? `The email ${emailIssue.message}.` : undefined}
        >
          {(control) => (
            <input {...control} type="email" required maxLength={254} value={email} onChange={(ev) => setEmail(ev.target.value)} autoComplete="off" />
          )}
        </Field>
        <Field label="Name" error={nameIssue ? `The name ${nameIssue.message}.` : undefined}>
          {(control) => <input {...control} required maxLength={100} value={name} onChange={(ev) => setName(ev.target.value)} autoComplete="off" />}
        </Field>
        {roles ? (
          <FieldSet legend="Role">
            {roles.map((r) => (
              <Choice key={r} type="radio" name="role" checked={role === r} onChange={() => setRole(r)}>
                <span>
                  <span className="strong">{ROLE_TEXT[r].label}</span>: {ROLE_TEXT[r].text}
                </span>
              </Choice>
            ))}
          </FieldSet>
        ) : null}
        <div>
          <Button type="submit" variant="primary" disabled={invite.isPending || !email.trim() || !name.trim()}>
            Send invitation
          </Button>
        </div>
        {invite.error && !emailIssue && !nameIssue ? <Problem error={invite.error} /> : null}
      </form>
    </Panel>
  );
}
