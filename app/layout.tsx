import type { ReactNode } from "react";
import "./globals.css";

export const metadata = { title: "Quoting portal", description: "Broker portal and quoting API for small-business and travel insurance" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
