"use client";
// /quotes/new: a blank New quote form, or one filled in from a quote's session: ?edit={quoteId} re-quotes
// that session with what is changed ("Edit risk"); ?copy={quoteId} starts a new session from it ("Copy quote").
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { Stack } from "@/components/ui/layout";
import { Notice, VisuallyHidden } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { ApiError } from "@/lib/client/api";
import { getApplication, getSession } from "@/lib/client/endpoints";
import { formValuesOf } from "@/lib/client/quote-form-prefill";
import { NewQuoteForm, newQuoteForm } from "./new-quote-form";

async function valuesFrom(quoteId: string) {
  const session = await getSession(quoteId);
  // The rating block as the session's newest folio holds it, and every program of the session.
  const newest = session.quotes.find((c) => c.quoteId === session.latestQuoteId) ?? session.quotes[0]!;
  const app = await getApplication(newest.quoteId, newest.id);
  const programs = session.quotes.map((c) => c.program.code);
  return { values: formValuesOf(app.systemPayload, programs, newQuoteForm()), latestQuoteId: session.latestQuoteId, insuredName: session.insuredName };
}

export function QuoteFormPage({ edit, copy }: { edit?: string; copy?: string }) {
  const from = edit ?? copy;
  const source = useQuery({ queryKey: ["quote-form-source", from], queryFn: () => valuesFrom(from!), enabled: Boolean(from), staleTime: Infinity });
  if (!from) return <NewQuoteForm />;
  const title = edit ? "Edit risk" : "Copy quote";
  if (source.isPending)
    return (
      <Stack>
        <PageHeader title={title} />
        <VisuallyHidden as="p" role="status">
          Loading the quote…
        </VisuallyHidden>
      </Stack>
    );
  if (source.error)
    return (
      <Stack>
        <PageHeader title={title} />
        <Notice kind="alert">
          {source.error instanceof ApiError && source.error.status === 404
            ? "This quote does not exist or belongs to another agency."
            : "The quote could not be loaded. Try again in a moment."}
        </Notice>
        <p>
          <Link href="/quotes/new">Start a new quote instead</Link>
        </p>
      </Stack>
    );
  const { values, latestQuoteId, insuredName } = source.data;
  return edit ? (
    <NewQuoteForm key={`edit-${from}`} initial={values} editOf={latestQuoteId} title={`Edit risk: ${insuredName}`} />
  ) : (
    <NewQuoteForm key={`copy-${from}`} initial={values} title={`Copy of the quote for ${insuredName}`} />
  );
}
