import { z } from "zod";
import { problemResponse } from "@/lib/api/problem";
import { isOfflineProvider } from "@/lib/payments/offline";
import { services } from "@/lib/runtime";

const Decision = z.object({ approve: z.boolean() }).strict();

// POST /pay/authenticate/{clientSecret}/decide: the cardholder approves or fails the offline provider's
// 3-D Secure challenge (JSON only, so a cross-site form cannot post it; the client secret is the credential).
export async function POST(req: Request, { params }: { params: Promise<{ secret: string }> }): Promise<Response> {
  const { secret } = await params;
  const { payments } = await services();
  if (!isOfflineProvider(payments) || !payments.challenge(decodeURIComponent(secret)))
    return problemResponse("not_found", "No payment waits for this challenge.");
  if (!(req.headers.get("content-type") ?? "").startsWith("application/json"))
    return problemResponse("unsupported_media_type", "Send the decision as application/json.");
  const body = Decision.safeParse(await req.json().catch(() => null));
  if (!body.success)
    return problemResponse("validation_error", "approve: must be true or false", { errors: [{ path: "approve", message: "must be true or false" }] });
  const result = await payments.authenticate(decodeURIComponent(secret), body.data.approve);
  return Response.json({ status: result?.status ?? "failed" });
}
