import { EndpointTable } from "@/components/endpoint-table";

export default function Home() {
  return (
    <main>
      <h1>Quoting API</h1>
      <p>
        Create a quote folio with <code>POST /v1/quote</code> and an API key (<code>npm run apikey -- --agency demo</code>, or
        the one <code>npm start</code> printed). Errors are <code>application/problem+json</code>.
      </p>
      <EndpointTable />
    </main>
  );
}
