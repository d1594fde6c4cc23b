// Every /v1 route module, by URL path: the OpenAPI document is built from these routes' own
// declarations. test/api/openapi.test.ts fails if a route file exists that this list lacks, or the reverse.
import type { RegisteredRoute } from "@/lib/api/openapi";
import * as r0 from "./appetite/classifications/[classificationId]/appetites/route";
import * as r1 from "./appetite/classifications/[classificationId]/catalog/route";
import * as r2 from "./appetite/classifications/[classificationId]/details/route";
import * as r3 from "./appetite/naics/[naicsCode]/classifications/route";
import * as r4 from "./appetite/naics/route";
import * as r5 from "./bind/route";
import * as r6 from "./health/route";
import * as r7 from "./openapi.json/route";
import * as r8 from "./pay/[token]/route";
import * as r9 from "./ping/route";
import * as r10 from "./policies/[policyId]/cancel/route";
import * as r11 from "./policies/[policyId]/documents/[documentType]/route";
import * as r12 from "./policies/[policyId]/renewal-payment/route";
import * as r13 from "./policies/[policyId]/route";
import * as r14 from "./policies/route";
import * as r15 from "./programs/[programId]/detail/route";
import * as r16 from "./programs/[programId]/route";
import * as r17 from "./programs/route";
import * as r18 from "./quote/[quoteId]/applications/[quoteRequestId]/documents/[documentType]/route";
import * as r19 from "./quote/[quoteId]/applications/[quoteRequestId]/form/route";
import * as r20 from "./quote/[quoteId]/applications/[quoteRequestId]/route";
import * as r21 from "./quote/[quoteId]/pay-links/route";
import * as r22 from "./quote/[quoteId]/route";
import * as r23 from "./quote/route";
import * as r24 from "./rate/route";
import * as r25 from "./rate/sensitivity/route";

export const ROUTES: RegisteredRoute[] = [
  { path: "/v1/appetite/classifications/{classificationId}/appetites", module: r0 },
  { path: "/v1/appetite/classifications/{classificationId}/catalog", module: r1 },
  { path: "/v1/appetite/classifications/{classificationId}/details", module: r2 },
  { path: "/v1/appetite/naics/{naicsCode}/classifications", module: r3 },
  { path: "/v1/appetite/naics", module: r4 },
  { path: "/v1/bind", module: r5 },
  { path: "/v1/health", module: r6 },
  { path: "/v1/openapi.json", module: r7 },
  { path: "/v1/pay/{token}", module: r8 },
  { path: "/v1/ping", module: r9 },
  { path: "/v1/policies/{policyId}/cancel", module: r10 },
  { path: "/v1/policies/{policyId}/documents/{documentType}", module: r11 },
  { path: "/v1/policies/{policyId}/renewal-payment", module: r12 },
  { path: "/v1/policies/{policyId}", module: r13 },
  { path: "/v1/policies", module: r14 },
  { path: "/v1/programs/{programId}/detail", module: r15 },
  { path: "/v1/programs/{programId}", module: r16 },
  { path: "/v1/programs", module: r17 },
  { path: "/v1/quote/{quoteId}/applications/{quoteRequestId}/documents/{documentType}", module: r18 },
  { path: "/v1/quote/{quoteId}/applications/{quoteRequestId}/form", module: r19 },
  { path: "/v1/quote/{quoteId}/applications/{quoteRequestId}", module: r20 },
  { path: "/v1/quote/{quoteId}/pay-links", module: r21 },
  { path: "/v1/quote/{quoteId}", module: r22 },
  { path: "/v1/quote", module: r23 },
  { path: "/v1/rate", module: r24 },
  { path: "/v1/rate/sensitivity", module: r25 },
];
