"use server";
// The header's mode switch (decision 043): test mode is a cookie; the portal then acts on the agency's test twin.
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { MODE_COOKIE } from "@/lib/auth/modes";
import { portalSession } from "@/lib/auth/portal";

const YEAR_S = 365 * 86_400;
// The cookie says only which mode to show (no secret): the session cookie still decides who may see what.

export async function switchMode(form: FormData): Promise<void> {
  const session = await portalSession();
  if (!session?.user?.id) redirect("/signin");
  const jar = await cookies();
  if (form.get("mode") === "test") jar.set(MODE_COOKIE, "test", { httpOnly: true, sameSite: "lax", path: "/", maxAge: YEAR_S });
  else jar.delete(MODE_COOKIE);
  // A page of one mode's object has no meaning in the other: start again from the mode's home.
  redirect(session.user.carrierId ? "/desk" : "/dashboard");
}
