import { PeoplePage } from "@/components/team/people-page";
import { Notice } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { portalSession } from "@/lib/auth/portal";

export const metadata = { title: "People · Quoting portal" };

export default async function People() {
  const session = await portalSession();
  // The API refuses everyone else too (decision 040); this says so in a sentence instead of an error.
  if (session?.user?.role !== "admin") {
    return (
      <>
        <PageHeader title="People" />
        <Notice>Only an administrator of your agency invites people, changes roles and deactivates users. Ask one of them.</Notice>
      </>
    );
  }
  return <PeoplePage currentUserId={session.user.id} />;
}
