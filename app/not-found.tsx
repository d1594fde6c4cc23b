import Link from "next/link";

export const metadata = { title: "Page not found · Quoting portal" };

// Any URL the portal does not have: a sentence and a way back, not the framework's bare 404.
export default function NotFound() {
  return (
    <main className="page" id="main">
      <h1>This page does not exist</h1>
      <p>The address may be mistyped, or the page may have moved.</p>
      <p>
        <Link href="/dashboard">Go to the dashboard</Link>
      </p>
    </main>
  );
}
