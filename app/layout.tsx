import { headers } from "next/headers";
import type { ReactNode } from "react";
import "./globals.css";

export const metadata = { title: "Quoting portal", description: "Broker portal and quoting API for small-business and travel insurance" };

// Every page is rendered per request: its Content-Security-Policy nonce (proxy.ts) is new each time.
export default async function RootLayout({ children }: { children: ReactNode }) {
  await headers();
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
