import { NewQuoteForm } from "@/components/quote-form/new-quote-form";

export const metadata = { title: "New quote · Quoting portal" };

export default function NewQuotePage() {
  return <NewQuoteForm />;
}
