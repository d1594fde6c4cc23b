"use client";
// The desk's team (decision 044): the carrier's underwriters, pending invitations (each may be revoked) and an
// invite form for another underwriter of the same carrier. The agency's people page's pieces, without roles (a
// carrier's users are all underwriters). Every change goes through the /v1 API.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { InvitationItem, InviteForm, Who } from "@/components/team/people-page";
import { StatusText } from "@/components/ui/badge";
import { Stack } from "@/components/ui/layout";
import { Notice } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";
import { Problem } from "@/components/ui/problem";
import { inviteUnderwriter, listUnderwriters, revokeUnderwriterInvitation } from "@/lib/client/endpoints";
import { queryKeys } from "@/lib/client/query-keys";

export function UnderwritersPage({ carrierName, currentUserId }: { carrierName: string; currentUserId: string }) {
  const queryClient = useQueryClient();
  const people = useQuery({ queryKey: queryKeys.underwriters, queryFn: listUnderwriters });
  const [invited, setInvited] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.underwriters });
  const items = people.data?.items ?? [];
  const users = items.filter((p) => p.status !== "invited");
  const pending = items.filter((p) => p.status === "invited");
  return (
    <Stack>
      <PageHeader
        title="Underwriters"
        meta={`Everyone who decides referrals at ${carrierName}'s underwriting desk. Invite another underwriter of ${carrierName} by email.`}
      />
      {invited ? <Notice kind="status">We emailed an invitation to {invited}. The link works once, for 72 hours.</Notice> : null}
      <Panel title="Underwriters">
        {people.error ? <Problem error={people.error} /> : null}
        {people.isPending ? <p className="muted flush">Loading…</p> : null}
        <ul className="people-list" aria-label="Underwriters">
          {users.map((p) => (
            <li key={p.id} className="people-row team-row" aria-label={p.name}>
              <Who person={p} self={p.id === currentUserId} />
              <div>
                <StatusText status={p.status === "active" ? "active" : "declined"}>{p.status === "active" ? "Active" : "Deactivated"}</StatusText>
              </div>
            </li>
          ))}
        </ul>
      </Panel>
      {pending.length ? (
        <Panel title="Pending invitations">
          <ul className="people-list" aria-label="Pending invitations">
            {pending.map((p) => (
              <InvitationItem key={p.id} person={p} onChanged={refresh} send={revokeUnderwriterInvitation} showRole={false} />
            ))}
          </ul>
        </Panel>
      ) : null}
      <InviteForm
        roles={null}
        send={inviteUnderwriter}
        onInvited={(email) => {
          setInvited(email);
          void refresh();
        }}
      />
    </Stack>
  );
}
