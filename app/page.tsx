import { EndpointTable } from "@/components/endpoint-table";

export default function Home() {
  return (
    <main className="page">
      <h1>Quoting portal and API</h1>
      <p>
        Agents: <a href="/signin">sign in to the portal</a>. Developers: the <a href="/docs">API reference</a>.
      </p>
      <p>
        Create a quote folio with <code>POST /v1/quote</code> and an API key (<code>npm run apikey -- --agency demo</code>, or the one <code>npm start</code>{" "}
        printed). Errors are <code>application/problem+json</code>.
      </p>
      <EndpointTable />
    </main>
  );
}
