import { QuoteFormPage } from "@/components/quote-form/quote-form-page";

export const metadata = { title: "New quote · Quoting portal" };

const one = (v: string | string[] | undefined) => (typeof v === "string" && /^[0-9a-f-]{36}$/i.test(v) ? v : undefined);

// GET /quotes/new (?edit={quoteId} | ?copy={quoteId} | ?insured={insuredId}): the New quote form, blank or
// filled in from a quote or a client.
export default async function NewQuotePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  return <QuoteFormPage edit={one(params.edit)} copy={one(params.copy)} insured={one(params.insured)} />;
}
