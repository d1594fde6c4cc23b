"use client";
// New quote: one form for business (BOP, CGL, PL) and travel (TI) risks. Validation is zodResolver over
// the QuoteForm schema (lib/schemas/quote-form.ts: the API's own field checks and per-line required
// fields), which also turns the inputs into the POST /v1/quote body; the server's field errors land
// next to the same fields, and nothing typed is lost on a failed submit.
import { zodResolver } from "@hookform/resolvers/zod";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useFieldArray, useForm, type FieldPath } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Choice, Field, FieldSet } from "@/components/ui/field";
import { Grid, Row } from "@/components/ui/layout";
import { Notice } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { Problem, problemSentences } from "@/components/ui/problem";
import { ScrollArea } from "@/components/ui/scroll-area";
import { ApiError } from "@/lib/client/api";
import { createQuote, listAppetites, listPrograms, previewRequote, requote } from "@/lib/client/endpoints";
import { formatMoney } from "@/lib/client/format";
import { fieldIssueText } from "@/lib/client/messages";
import { programEffects, requoteChanges, type FieldChange, type ProgramEffect } from "@/lib/client/requote-changes";
import { queryKeys, type AppetiteFilter } from "@/lib/client/query-keys";
import { RatingFields } from "@/lib/schemas/quote";
import { QuoteForm, formFieldOf, readNumber, type QuoteFormBody, type QuoteFormValues, blankQuoteForm } from "@/lib/schemas/quote-form";
import { COUNTRIES, US_STATES } from "@/lib/schemas/reference";
import { ClassPicker } from "./class-picker";

type Line = QuoteFormValues["line"];
type Name = FieldPath<QuoteFormValues>;

const GL_LIMITS = [300000, 500000, 1000000, 2000000];
const BPP_LIMITS = [10000, 25000, 50000, 100000, 250000, 500000];

interface ProgramChoice {
  code: string;
  name: string;
  carrier: string;
  inAppetite: boolean;
  reasons: string[];
}

function dateIn(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The appetite query for what is typed so far: only the parts that the API's own checks accept (a
 * negative revenue or 2.5 employees is left out, not sent: the API would refuse the whole query and
 * the program list would go with it; the field itself says what is wrong on submit).
 */
function appetiteFilter(state: string, revenue: string, employees: string): AppetiteFilter {
  const annualRevenue = readNumber(revenue);
  const employeeCount = readNumber(employees);
  return {
    ...(/^[A-Za-z]{2}$/.test(state) ? { state } : {}),
    ...(typeof annualRevenue === "number" && RatingFields.shape.annual_revenue.safeParse(annualRevenue).success ? { annualRevenue } : {}),
    ...(typeof employeeCount === "number" && RatingFields.shape.employee_count.safeParse(employeeCount).success ? { employeeCount } : {}),
  };
}

/** The form's own fields: a server error on one of these is shown beside it; others in the summary. */
const FORM_FIELD =
  /^(programs|business_name|class_code|mailing_zip|mailing_state|employee_count|annual_revenue|annual_payroll|subcontracted_cost|effective_date|coverage\.(glLimit|bppLimit|tripCost)|country_of_residence|residence_state|destination_country|start_date|end_date|insureds(\.\d+\.(first_name|last_name|date_of_birth))?)$/;

/** The programs offered: travel ones for a trip; business ones by appetite once a class is chosen. */
function useProgramChoices(line: Line, classCode: string, filter: AppetiteFilter) {
  const travel = useQuery({
    queryKey: queryKeys.programs("TI"),
    queryFn: () => listPrograms("TI"),
    enabled: line === "travel",
    staleTime: 30_000,
  });
  const all = useQuery({
    queryKey: queryKeys.programs(undefined),
    queryFn: () => listPrograms(),
    enabled: line === "business" && !classCode,
    staleTime: 30_000,
  });
  const appetite = useQuery({
    queryKey: queryKeys.appetites(classCode, filter),
    queryFn: () => listAppetites(classCode, filter),
    enabled: line === "business" && Boolean(classCode),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  if (line === "travel") {
    return {
      error: travel.error,
      isPending: travel.isPending,
      data: travel.data?.items.map((p): ProgramChoice => ({ code: p.code, name: p.name, carrier: p.carrier.name, inAppetite: true, reasons: [] })),
    };
  }
  if (!classCode) {
    return {
      error: all.error,
      isPending: all.isPending,
      data: all.data?.items
        .filter((p) => p.type !== "TI")
        .map((p): ProgramChoice => ({ code: p.code, name: p.name, carrier: p.carrier.name, inAppetite: true, reasons: [] })),
    };
  }
  return {
    error: appetite.error,
    isPending: appetite.isPending && !appetite.isError,
    data: appetite.data?.items.map((i): ProgramChoice => ({
      code: i.program.code,
      name: i.program.name,
      carrier: i.program.carrier.name,
      inAppetite: i.inAppetite,
      reasons: i.reasons.map((x) => x.message),
    })),
  };
}

/** The form as a new quote starts it: dates a week, a month and 40 days out. */
export const newQuoteForm = (): QuoteFormValues => blankQuoteForm({ effective_date: dateIn(7), start_date: dateIn(30), end_date: dateIn(40) });

/** What a new quote's form holds is kept in the tab (sessionStorage), so Back from the folio finds it filled in. */
const DRAFT_KEY = "new-quote-draft";

interface FormProps {
  /** Values to start from (Edit risk, Copy quote); otherwise the tab's draft or a blank form. */
  initial?: QuoteFormValues;
  /** Edit risk: submitting re-quotes this folio's session (POST /v1/quote/{quoteId}) instead of starting a new one. */
  editOf?: string;
  /** A client's quote (decision 030): the folio belongs to this insured whatever the form's name says. */
  insuredId?: string;
  title?: string;
}

/** Edit risk's last step: what will change and which programs it re-quotes, before anything is sent. */
interface Pending {
  body: QuoteFormBody;
  changes: FieldChange[];
  effects: ProgramEffect[];
}

export function NewQuoteForm({ initial, editOf, insuredId, title = "New quote" }: FormProps = {}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<{ text: string; fields: string[] } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [sending, setSending] = useState(false);
  const form = useForm<QuoteFormValues, unknown, QuoteFormBody>({
    resolver: zodResolver(QuoteForm),
    defaultValues: initial ?? newQuoteForm(),
  });
  const keepsDraft = !initial;
  useEffect(() => {
    if (!keepsDraft) return;
    try {
      const saved = window.sessionStorage.getItem(DRAFT_KEY);
      if (saved) form.reset({ ...newQuoteForm(), ...(JSON.parse(saved) as Partial<QuoteFormValues>) });
    } catch {
      // An unreadable draft is dropped: the form starts blank.
    }
    const subscription = form.watch((values) => {
      try {
        window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
      } catch {
        // Storage full or refused: the form works, only Back loses it.
      }
    });
    return () => subscription.unsubscribe();
  }, [form, keepsDraft]);
  const startOver = () => {
    window.sessionStorage.removeItem(DRAFT_KEY);
    form.reset(newQuoteForm());
    setServerError(null);
  };
  const { register, handleSubmit, watch, setValue, setError, formState } = form;
  const errors = formState.errors;
  const insureds = useFieldArray({ control: form.control, name: "insureds" });
  const line = watch("line");
  const classCode = watch("class_code");
  const programs = useProgramChoices(line, classCode, appetiteFilter(watch("mailing_state"), watch("annual_revenue"), watch("employee_count")));

  // A change to the form after the summary was shown makes it stale: back to the form's own button.
  useEffect(() => {
    if (!editOf) return;
    const subscription = form.watch(() => setPending(null));
    return () => subscription.unsubscribe();
  }, [form, editOf]);

  // In the portal's words (lib/client/messages.ts): each field's sentence beside it, the rest in the summary.
  const showProblem = (error: unknown) => {
    const { text } = problemSentences(error);
    const elsewhere: string[] = [];
    for (const e of error instanceof ApiError ? error.errors : []) {
      const field = formFieldOf(e.path);
      if (FORM_FIELD.test(field)) setError(field as Name, { type: e.code ?? "server", message: e.message });
      else elsewhere.push(fieldIssueText(e));
    }
    setServerError({ text, fields: elsewhere });
    setPending(null);
  };
  const send = async (body: QuoteFormBody) => {
    setServerError(null);
    setSending(true);
    try {
      const created = editOf ? await requote(editOf, body) : await createQuote(insuredId ? { ...body, insuredId } : body);
      void queryClient.invalidateQueries({ queryKey: queryKeys.folioLists });
      router.push(`/quotes/${created.quoteId}`);
    } catch (error) {
      showProblem(error);
    } finally {
      setSending(false);
    }
  };
  const onSubmit = handleSubmit(async (body) => {
    if (!editOf) return send(body);
    // Edit risk sends only what changed (each program keeps its own options, decision 031), and shows first
    // what that changes: the fields from the form, each program's options from the server's dry run.
    const before = initial ? QuoteForm.safeParse(initial) : null;
    const { body: changed, changes } = before?.success ? requoteChanges(before.data, body) : { body, changes: [] };
    setServerError(null);
    try {
      const preview = await previewRequote(editOf, changed);
      setPending({ body: changed, changes, effects: programEffects(preview) });
    } catch (error) {
      showProblem(error);
    }
  });

  // An error as a sentence that names the field ("Annual revenue can't be negative."), whether the form's
  // own check or the server's errors[] found it: zod's and the API's messages are for developers.
  const err = (path: string, label: string): string | undefined => {
    const e = path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], errors) as
      { message?: string; type?: string } | undefined;
    if (!e?.message) return undefined;
    return fieldIssueText({ path, message: e.message, code: e.type }, label);
  };
  // The field names double as ids (the server's errors[].path names them too).
  const input = (name: Name, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <Field id={name} label={label} error={err(name, label)}>
      {(control) => <input {...control} {...props} {...register(name)} />}
    </Field>
  );
  const select = (name: Name, label: string, options: Array<[string, string]>) => (
    <Field id={name} label={label} error={err(name, label)}>
      {(control) => (
        <select {...control} {...register(name)}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const states: Array<[string, string]> = [["", "Choose…"], ...US_STATES.map((s): [string, string] => [s, s])];
  const chooseLine = (next: Line) => {
    setValue("line", next);
    setValue("programs", []);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-labelledby="new-quote-title">
      <PageHeader title={title} titleId="new-quote-title" />
      {editOf ? (
        <p className="muted flush">
          Change what you need: the programs chosen are quoted again with the new details, on the same quote page. Each keeps its own options (a limit changed
          on its card stays); a limit changed here applies to every program re-quoted.
        </p>
      ) : null}
      <FieldSet legend="Line" className="card">
        <Choice type="radio" value="business" {...register("line")} onChange={() => chooseLine("business")} checked={line === "business"}>
          Business (BOP, CGL, PL)
        </Choice>
        <Choice type="radio" value="travel" {...register("line")} onChange={() => chooseLine("travel")} checked={line === "travel"}>
          Travel (TI)
        </Choice>
      </FieldSet>

      {line === "business" ? (
        <FieldSet legend="The business" className="card">
          <Grid kind="fields">
            {input("business_name", "Business name", { autoComplete: "organization" })}
            <ClassPicker
              value={classCode}
              onChange={(code) => setValue("class_code", code, { shouldValidate: formState.isSubmitted })}
              error={err("class_code", "Class")}
            />
            {input("mailing_zip", "Mailing ZIP", { inputMode: "numeric", autoComplete: "postal-code" })}
            {select("mailing_state", "State", states)}
            {input("employee_count", "Employees", { inputMode: "numeric" })}
            {input("annual_revenue", "Annual revenue", { inputMode: "decimal" })}
            {input("annual_payroll", "Annual payroll (contractors, trades and cleaning)", { inputMode: "decimal" })}
            {input("subcontracted_cost", "Paid to subcontractors a year (contractors)", { inputMode: "decimal" })}
            {input("effective_date", "Effective date", { type: "date" })}
            {select(
              "coverage.glLimit",
              "General liability limit",
              GL_LIMITS.map((v) => [String(v), formatMoney(v)]),
            )}
            {select(
              "coverage.bppLimit",
              "Business personal property limit",
              BPP_LIMITS.map((v) => [String(v), formatMoney(v)]),
            )}
          </Grid>
        </FieldSet>
      ) : (
        <>
          <FieldSet legend="The trip" className="card">
            <Grid kind="fields">
              {input("country_of_residence", "Country of residence", { list: "countries", maxLength: 2 })}
              {select("residence_state", "State of residence", states)}
              {input("destination_country", "Destination country", { list: "countries", maxLength: 2 })}
              {input("start_date", "Departure date", { type: "date" })}
              {input("end_date", "Return date", { type: "date" })}
              {input("coverage.tripCost", "Trip cost", { inputMode: "decimal" })}
            </Grid>
            <datalist id="countries">
              {[...COUNTRIES].map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </FieldSet>
          <FieldSet legend="Travellers" className="card stack" id="insureds" error={err("insureds", "Travellers")}>
            {insureds.fields.map((f, i) => (
              <FieldSet key={f.id} legend={`Traveller ${i + 1}`} className="fieldset-plain">
                <Grid kind="fields">
                  {input(`insureds.${i}.first_name`, "First name", { autoComplete: "off" })}
                  {input(`insureds.${i}.last_name`, "Last name", { autoComplete: "off" })}
                  {input(`insureds.${i}.date_of_birth`, "Date of birth", { type: "date" })}
                  {insureds.fields.length > 1 ? (
                    <div className="field-action">
                      <Button onClick={() => insureds.remove(i)} aria-label={`Remove traveller ${i + 1}`}>
                        Remove traveller
                      </Button>
                    </div>
                  ) : null}
                </Grid>
              </FieldSet>
            ))}
            {insureds.fields.length < 10 ? (
              <div>
                <Button onClick={() => insureds.append({ first_name: "", last_name: "", date_of_birth: "" })}>Add traveller</Button>
              </div>
            ) : null}
          </FieldSet>
        </>
      )}

      <FieldSet
        legend="Programs"
        className="card stack"
        id="programs"
        error={err("programs", "Programs")}
        hint={line === "business" && !classCode ? "Choose a class to see which programs write it." : "Programs your agency is appointed for, by appetite."}
      >
        {programs.error ? <Problem error={programs.error} prefix="The programs could not be loaded." /> : null}
        {programs.isPending && !programs.error ? <p className="muted">Loading programs…</p> : null}
        {programs.data?.map((p) => (
          <Choice key={p.code} type="checkbox" value={p.code} className="choice-top" {...register("programs")}>
            <span>
              {p.name} ({p.code}) <span className="muted">· {p.carrier}</span>
              {/* Shown, and still selectable: the carrier will decline it with this same reason. */}
              {!p.inAppetite ? <span className="error block">Out of appetite: {p.reasons.join(" ")}</span> : null}
            </span>
          </Choice>
        ))}
      </FieldSet>

      {serverError ? (
        <Notice kind="alert" as="div">
          <p className="flush">{serverError.text}</p>
          {serverError.fields.length ? (
            <ul className="list list-after">
              {serverError.fields.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          ) : null}
        </Notice>
      ) : null}
      {pending ? (
        <RequoteSummary pending={pending} sending={sending} onConfirm={() => void send(pending.body)} onCancel={() => setPending(null)} />
      ) : (
        <div>
          <Row>
            <Button type="submit" variant="primary" disabled={formState.isSubmitting || sending}>
              {formState.isSubmitting || sending ? (editOf && !sending ? "Checking…" : "Quoting…") : editOf ? "Review changes" : "Get quotes"}
            </Button>
            {keepsDraft ? <Button onClick={startOver}>Start over</Button> : null}
          </Row>
        </div>
      )}
    </form>
  );
}

/** Edit risk's summary: the fields that change (old → new) and each program's fate, then Re-quote or Keep editing. */
function RequoteSummary({ pending, sending, onConfirm, onCancel }: { pending: Pending; sending: boolean; onConfirm: () => void; onCancel: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The summary replaces the button just pressed: the focus goes to its heading, so it is read first.
  useEffect(() => heading.current?.focus(), []);
  const requoted = pending.effects.filter((e) => e.effect !== "not_requoted");
  const left = pending.effects.filter((e) => e.effect === "not_requoted");
  return (
    <section className="card stack requote-summary" aria-labelledby="requote-summary-title">
      <h2 id="requote-summary-title" ref={heading} tabIndex={-1} className="flush">
        Before you re-quote
      </h2>
      {pending.changes.length ? (
        <ScrollArea>
          <table className="data">
            <caption className="table-title">What changes</caption>
            <thead>
              <tr>
                <th scope="col">What</th>
                <th scope="col">Now</th>
                <th scope="col">New</th>
              </tr>
            </thead>
            <tbody>
              {pending.changes.map((c) => (
                <tr key={c.field}>
                  <th scope="row">{c.label}</th>
                  <td>{c.from}</td>
                  <td>
                    <strong>{c.to}</strong>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      ) : (
        <p className="flush">Nothing is changed: the programs are quoted again as they are.</p>
      )}
      <div>
        <h3 className="flush">
          Re-quotes {requoted.length} program{requoted.length === 1 ? "" : "s"}
        </h3>
        <ul className="list" aria-label="Programs re-quoted">
          {requoted.map((e) => (
            <li key={e.code}>
              <strong>{e.name}</strong> ({e.code}){e.effect === "added" ? <span className="muted"> · added to this quote</span> : null}
              {e.takes.length ? <span className="block">Takes: {e.takes.join("; ")}</span> : null}
              {e.keeps.length ? <span className="block muted">Keeps its own: {e.keeps.join("; ")}</span> : null}
            </li>
          ))}
        </ul>
        {left.length ? <p className="muted flush">Not re-quoted (quotes stay as they are): {left.map((e) => `${e.name} (${e.code})`).join(", ")}</p> : null}
      </div>
      <Row>
        <Button variant="primary" onClick={onConfirm} disabled={sending}>
          {sending ? "Quoting…" : `Re-quote ${requoted.length} program${requoted.length === 1 ? "" : "s"}`}
        </Button>
        <Button onClick={onCancel} disabled={sending}>
          Keep editing
        </Button>
      </Row>
    </section>
  );
}
