import { ApiKeysPage } from "@/components/team/api-keys-page";
import { Notice } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { portalSession } from "@/lib/auth/portal";
import { portalLivemode } from "@/lib/auth/portal-caller";

export const metadata = { title: "API keys · Quoting portal" };

export default async function ApiKeys() {
  const session = await portalSession();
  // The API refuses everyone else too (decision 040); this says so in a sentence instead of an error.
  if (session?.user?.role !== "admin") {
    return (
      <>
        <PageHeader title="API keys" />
        <Notice>Only an administrator of your agency makes and revokes API keys. Ask one of them for a key.</Notice>
      </>
    );
  }
  return <ApiKeysPage livemode={await portalLivemode()} />;
}
