"use client";
// New quote: one form for business (BOP, CGL, PL) and travel (TI) risks. Validation is the API's own
// CreateQuoteRequest schema (lib/schemas/quote.ts) plus its per-type required fields; the server's
// field errors land next to the same fields, and nothing typed is lost on a failed submit.
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useFieldArray, useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { ApiError, apiFetch, formatMoney } from "@/lib/client/api";
import { BUSINESS_REQUIRED, CreateQuoteRequest, TRAVEL_REQUIRED } from "@/lib/schemas/quote";
import { COUNTRIES, US_STATES } from "@/lib/schemas/reference";
import { ClassPicker } from "./class-picker";

type Line = "business" | "travel";
interface Values {
  line: Line;
  programs: string[];
  business_name: string;
  class_code: string;
  mailing_zip: string;
  mailing_state: string;
  employee_count: string;
  annual_revenue: string;
  effective_date: string;
  coverage: { glLimit: string; bppLimit: string; tripCost: string };
  country_of_residence: string;
  residence_state: string;
  destination_country: string;
  start_date: string;
  end_date: string;
  insureds: Array<{ first_name: string; last_name: string; date_of_birth: string }>;
}

const GL_LIMITS = [300000, 500000, 1000000, 2000000];
const BPP_LIMITS = [10000, 25000, 50000, 100000, 250000, 500000];
const num = (s: string) => (s.trim() === "" ? undefined : Number(s.replace(/[$,\s]/g, "")));
const text = (s: string) => (s.trim() === "" ? undefined : s.trim());

/** The create-quote body the API receives. */
function toBody(v: Values) {
  if (v.line === "travel") {
    return {
      programs: v.programs,
      country_of_residence: text(v.country_of_residence)?.toUpperCase(),
      residence_state: text(v.residence_state),
      destination_country: text(v.destination_country)?.toUpperCase(),
      start_date: text(v.start_date),
      end_date: text(v.end_date),
      coverage: { tripCost: num(v.coverage.tripCost) },
      insureds: v.insureds.map((i) => ({ first_name: text(i.first_name), last_name: text(i.last_name), date_of_birth: text(i.date_of_birth) })),
      source: "portal",
    };
  }
  return {
    programs: v.programs,
    business_name: text(v.business_name),
    class_code: text(v.class_code),
    mailing_zip: text(v.mailing_zip),
    mailing_state: text(v.mailing_state),
    employee_count: num(v.employee_count),
    annual_revenue: num(v.annual_revenue),
    effective_date: text(v.effective_date),
    coverage: { glLimit: num(v.coverage.glLimit), bppLimit: num(v.coverage.bppLimit) },
    clientState: { line: "business", business: { legalBusinessName: text(v.business_name) } },
    source: "portal",
  };
}

/** "insureds[0].date_of_birth" or "system_payload.coverage.glLimit" -> ["insureds", 0, "date_of_birth"] / ["coverage", "glLimit"]. */
function fieldPath(path: string): Array<string | number> {
  return path
    .replace(/^system_payload\./, "")
    .replace(/\[(\d+)\]/g, ".$1")
    .split(".")
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

function setNested(target: Record<string, unknown>, path: Array<string | number>, value: unknown) {
  let node: Record<string | number, unknown> = target;
  path.forEach((key, i) => {
    if (i === path.length - 1) node[key] ??= value;
    else node = (node[key] ??= typeof path[i + 1] === "number" ? [] : {}) as Record<string | number, unknown>;
  });
}

const resolver: Resolver<Values> = async (values) => {
  const body = toBody(values);
  const errors: Record<string, unknown> = {};
  const parsed = CreateQuoteRequest.safeParse(JSON.parse(JSON.stringify(body)));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.length ? issue.path.map((p) => (typeof p === "number" ? p : String(p))) : ["programs"];
      setNested(errors, path[0] === "programs" ? ["programs"] : path, { type: issue.code, message: issue.path[0] === "programs" ? "Choose at least one program" : issue.message });
    }
  }
  const required = values.line === "travel" ? [...TRAVEL_REQUIRED, "coverage.tripCost"] : BUSINESS_REQUIRED;
  for (const name of required) {
    const value = name.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], body);
    if (value === undefined || value === "") setNested(errors, name.split("."), { type: "required", message: "Required" });
  }
  if (values.line === "travel") {
    values.insureds.forEach((t, i) => {
      if (!t.date_of_birth) setNested(errors, ["insureds", i, "date_of_birth"], { type: "required", message: "Required" });
    });
  }
  if (!values.programs.length) setNested(errors, ["programs"], { type: "required", message: "Choose at least one program" });
  return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors<Values> } : { values, errors: {} };
};

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

export function NewQuoteForm() {
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver,
    defaultValues: {
      line: "business",
      programs: [],
      business_name: "",
      class_code: "",
      mailing_zip: "",
      mailing_state: "",
      employee_count: "",
      annual_revenue: "",
      effective_date: dateIn(7),
      coverage: { glLimit: "1000000", bppLimit: "50000", tripCost: "" },
      country_of_residence: "US",
      residence_state: "",
      destination_country: "",
      start_date: dateIn(30),
      end_date: dateIn(40),
      insureds: [{ first_name: "", last_name: "", date_of_birth: "" }],
    },
  });
  const { register, handleSubmit, watch, setValue, setError, formState } = form;
  const errors = formState.errors;
  const insureds = useFieldArray({ control: form.control, name: "insureds" });
  const line = watch("line");
  const classCode = watch("class_code");
  const state = watch("mailing_state");
  const revenue = watch("annual_revenue");
  const employees = watch("employee_count");

  const programs = useQuery({
    queryKey: ["program-choices", line, classCode, state, revenue, employees],
    queryFn: async (): Promise<ProgramChoice[]> => {
      if (line === "travel") {
        const r = await apiFetch<{ items: Array<{ code: string; name: string; carrier: { name: string } }> }>("GET", "/v1/programs?type=TI");
        return r.items.map((p) => ({ code: p.code, name: p.name, carrier: p.carrier.name, inAppetite: true, reasons: [] }));
      }
      if (!classCode) {
        const r = await apiFetch<{ items: Array<{ code: string; name: string; type: string; carrier: { name: string } }> }>("GET", "/v1/programs");
        return r.items.filter((p) => p.type !== "TI").map((p) => ({ code: p.code, name: p.name, carrier: p.carrier.name, inAppetite: true, reasons: [] }));
      }
      const params = new URLSearchParams();
      if (/^[A-Za-z]{2}$/.test(state)) params.set("state", state);
      if (num(revenue) !== undefined && !Number.isNaN(num(revenue))) params.set("annualRevenue", String(num(revenue)));
      if (num(employees) !== undefined && Number.isInteger(num(employees))) params.set("employeeCount", String(num(employees)));
      const r = await apiFetch<{ items: Array<{ program: { code: string; name: string; carrier: { name: string } }; inAppetite: boolean; reasons: Array<{ message: string }> }> }>(
        "GET",
        `/v1/appetite/classifications/${encodeURIComponent(classCode)}/appetites?${params}`,
      );
      return r.items.map((i) => ({ code: i.program.code, name: i.program.name, carrier: i.program.carrier.name, inAppetite: i.inAppetite, reasons: i.reasons.map((x) => x.message) }));
    },
    staleTime: 30_000,
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const created = await apiFetch<{ quoteId: string }>("POST", "/v1/quote", { body: toBody(values) });
      router.push(`/quotes/${created.quoteId}`);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const e of error.errors) {
          const path = fieldPath(e.path);
          const name = (path[0] === "programs" ? "programs" : path.join(".")) as Parameters<typeof setError>[0];
          setError(name, { type: "server", message: e.message });
        }
        setServerError(error.detail);
      } else setServerError((error as Error).message);
    }
  });

  const err = (path: string): string | undefined => {
    const e = path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], errors) as { message?: string } | undefined;
    return e?.message;
  };
  const Err = ({ name }: { name: string }) => (err(name) ? <p className="error" role="alert" id={`${name}-error`}>{err(name)}</p> : null);
  const input = (name: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <input id={name} aria-invalid={Boolean(err(name))} aria-describedby={err(name) ? `${name}-error` : undefined} {...props} {...register(name as never)} />
      <Err name={name} />
    </div>
  );

  const stateSelect = (name: "mailing_state" | "residence_state", label: string) => (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <select id={name} aria-invalid={Boolean(err(name))} aria-describedby={err(name) ? `${name}-error` : undefined} {...register(name)}>
        <option value="">Choose…</option>
        {US_STATES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      <Err name={name} />
    </div>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-labelledby="new-quote-title">
      <h1 id="new-quote-title">New quote</h1>
      <fieldset className="card">
        <legend>Line</legend>
        <label className="row">
          <input type="radio" value="business" {...register("line")} onChange={() => { setValue("line", "business"); setValue("programs", []); }} checked={line === "business"} /> Business (BOP, CGL, PL)
        </label>
        <label className="row">
          <input type="radio" value="travel" {...register("line")} onChange={() => { setValue("line", "travel"); setValue("programs", []); }} checked={line === "travel"} /> Travel (TI)
        </label>
      </fieldset>

      {line === "business" ? (
        <fieldset className="card grid" style={{ gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))" }}>
          <legend>The business</legend>
          {input("business_name", "Business name", { autoComplete: "organization" })}
          <ClassPicker value={classCode} onChange={(code) => setValue("class_code", code, { shouldValidate: formState.isSubmitted })} error={err("class_code")} />
          {input("mailing_zip", "Mailing ZIP", { inputMode: "numeric", autoComplete: "postal-code" })}
          {stateSelect("mailing_state", "State")}
          {input("employee_count", "Employees", { inputMode: "numeric" })}
          {input("annual_revenue", "Annual revenue", { inputMode: "decimal" })}
          {input("effective_date", "Effective date", { type: "date" })}
          <div className="field">
            <label htmlFor="coverage.glLimit">General liability limit</label>
            <select id="coverage.glLimit" {...register("coverage.glLimit")}>
              {GL_LIMITS.map((v) => (
                <option key={v} value={v}>
                  {formatMoney(v)}
                </option>
              ))}
            </select>
            <Err name="coverage.glLimit" />
          </div>
          <div className="field">
            <label htmlFor="coverage.bppLimit">Business personal property limit</label>
            <select id="coverage.bppLimit" {...register("coverage.bppLimit")}>
              {BPP_LIMITS.map((v) => (
                <option key={v} value={v}>
                  {formatMoney(v)}
                </option>
              ))}
            </select>
            <Err name="coverage.bppLimit" />
          </div>
        </fieldset>
      ) : (
        <>
          <fieldset className="card grid" style={{ gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))" }}>
            <legend>The trip</legend>
            {input("country_of_residence", "Country of residence", { list: "countries", maxLength: 2 })}
            {stateSelect("residence_state", "State of residence")}
            {input("destination_country", "Destination country", { list: "countries", maxLength: 2 })}
            {input("start_date", "Departure date", { type: "date" })}
            {input("end_date", "Return date", { type: "date" })}
            {input("coverage.tripCost", "Trip cost", { inputMode: "decimal" })}
            <datalist id="countries">
              {[...COUNTRIES].map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </fieldset>
          <fieldset className="card stack">
            <legend>Travellers</legend>
            {insureds.fields.map((f, i) => (
              <fieldset key={f.id} className="grid" style={{ gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))", border: 0, padding: 0 }}>
                <legend>Traveller {i + 1}</legend>
                {input(`insureds.${i}.first_name`, "First name", { autoComplete: "off" })}
                {input(`insureds.${i}.last_name`, "Last name", { autoComplete: "off" })}
                {input(`insureds.${i}.date_of_birth`, "Date of birth", { type: "date" })}
                {insureds.fields.length > 1 ? (
                  <button type="button" className="btn" onClick={() => insureds.remove(i)} aria-label={`Remove traveller ${i + 1}`}>
                    Remove traveller
                  </button>
                ) : null}
              </fieldset>
            ))}
            {insureds.fields.length < 10 ? (
              <button type="button" className="btn" onClick={() => insureds.append({ first_name: "", last_name: "", date_of_birth: "" })}>
                Add traveller
              </button>
            ) : null}
            <Err name="insureds" />
          </fieldset>
        </>
      )}

      <fieldset className="card stack" aria-describedby="programs-hint">
        <legend>Programs</legend>
        <p id="programs-hint" className="muted" style={{ margin: 0 }}>
          {line === "business" && !classCode ? "Choose a class to see which programs write it." : "Programs your agency is appointed for, by appetite."}
        </p>
        {programs.isPending ? <p className="muted">Loading programs…</p> : null}
        {programs.data?.map((p) => (
          <label key={p.code} className="row" style={{ alignItems: "flex-start" }}>
            <input type="checkbox" value={p.code} {...register("programs")} />
            <span>
              {p.name} ({p.code}) <span className="muted">· {p.carrier}</span>
              {/* Shown, and still selectable: the carrier will decline it with this same reason. */}
              {!p.inAppetite ? <span className="error" style={{ display: "block" }}>Out of appetite: {p.reasons.join(" ")}</span> : null}
            </span>
          </label>
        ))}
        <Err name="programs" />
      </fieldset>

      {serverError ? (
        <p className="error" role="alert">
          {serverError}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Quoting…" : "Get quotes"}
      </button>
    </form>
  );
}
