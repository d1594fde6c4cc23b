// Portal pages need a live session on every request, client-side navigations included: the portal
// layout's check runs only when the layout renders (a full page load), and a session revoked from
// another browser must end at that browser's next navigation. auth() here reads the session row
// (one primary-key read, lib/auth/sessions.ts) and clears a dead cookie. New portal sections belong
// in the matcher below; the layout's check stays as the second line.
import { NextResponse } from "next/server";
import { auth } from "@/lib/auth/portal";

export default auth((req) => {
  if (!req.auth?.user?.agencyId) return NextResponse.redirect(new URL("/signin", req.nextUrl.origin));
  return undefined;
});

export const config = { matcher: ["/dashboard/:path*", "/quotes/:path*", "/policies/:path*", "/account/:path*"] };
