import { ApplicationView } from "@/components/bind/application-view";

export const metadata = { title: "Application · Quoting portal" };

export default async function ApplicationPage({ params }: { params: Promise<{ quoteId: string; applicationId: string }> }) {
  const { quoteId, applicationId } = await params;
  return <ApplicationView quoteId={quoteId} applicationId={applicationId} />;
}
