import { Suspense } from "react";
import { SentMessages } from "@/components/messages/sent-messages";

export const metadata = { title: "Sent messages · Quoting portal" };

export default function MessagesPage() {
  return (
    <Suspense>
      <SentMessages />
    </Suspense>
  );
}
