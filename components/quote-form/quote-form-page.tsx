"use client";
// /quotes/new: a blank New quote form, or one filled in from a quote's session: ?edit={quoteId} re-quotes
// that session with what is changed ("Edit risk"); ?copy={quoteId} starts a new session from it ("Copy quote");
// ?insured={insuredId} quotes a client with everything known of it filled in ("New quote for this client").
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { Stack } from "@/components/ui/layout";
import { Notice, VisuallyHidden } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { ApiError } from "@/lib/client/api";
import { getApplication, getInsured, getSession } from "@/lib/client/endpoints";
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

/** The form's values from a client's facts: what a create-quote request with insuredId would fill. */
async function valuesOfClient(insuredId: string) {
  const client = await getInsured(insuredId);
  const year = client.exposures[0];
  const payload =
    client.kind === "business"
      ? {
          business_name: client.name,
          mailing_zip: client.mailingAddress?.zip,
          mailing_state: client.mailingAddress?.state,
          class_code: client.classCodes[0],
          annual_revenue: year?.annualRevenue ?? undefined,
          annual_payroll: year?.annualPayroll ?? undefined,
          employee_count: year?.employeeCount ?? undefined,
          subcontracted_cost: year?.subcontractedCost ?? undefined,
        }
      : {
          insureds: client.person
            ? [{ first_name: client.person.firstName, last_name: client.person.lastName, date_of_birth: client.person.dateOfBirth }]
            : undefined,
          country_of_residence: client.person?.countryOfResidence ?? undefined,
          residence_state: client.person?.residenceState ?? undefined,
          destination_country: "",
        };
  const defined = Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined && v !== null));
  return { values: formValuesOf(defined, [], newQuoteForm()), name: client.name };
}

function ClientQuoteForm({ insuredId }: { insuredId: string }) {
  const source = useQuery({ queryKey: ["quote-form-client", insuredId], queryFn: () => valuesOfClient(insuredId), staleTime: Infinity });
  if (source.isPending)
    return (
      <Stack>
        <PageHeader title="New quote" />
        <VisuallyHidden as="p" role="status">
          Loading the client…
        </VisuallyHidden>
      </Stack>
    );
  if (source.error)
    return (
      <Stack>
        <PageHeader title="New quote" />
        <Notice kind="alert">
          {source.error instanceof ApiError && source.error.status === 404
            ? "This client does not exist or belongs to another agency."
            : "The client could not be loaded. Try again in a moment."}
        </Notice>
        <p>
          <Link href="/quotes/new">Start a new quote instead</Link>
        </p>
      </Stack>
    );
  return <NewQuoteForm key={`client-${insuredId}`} initial={source.data.values} insuredId={insuredId} title={`New quote for ${source.data.name}`} />;
}

export function QuoteFormPage({ edit, copy, insured }: { edit?: string; copy?: string; insured?: string }) {
  const from = edit ?? copy;
  const source = useQuery({ queryKey: ["quote-form-source", from], queryFn: () => valuesFrom(from!), enabled: Boolean(from), staleTime: Infinity });
  if (!from && insured) return <ClientQuoteForm insuredId={insured} />;
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
