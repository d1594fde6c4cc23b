import type { ReactNode } from "react";

export const metadata = { title: "Quoting portal", description: "Broker portal and quoting API for small-business and travel insurance" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", margin: "2rem", lineHeight: 1.5 }}>{children}</body>
    </html>
  );
}
