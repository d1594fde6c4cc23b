export default function Home() {
  return (
    <main>
      <h1>Quoting API</h1>
      <p>
        The <code>/v1</code> API is live: create a quote folio with <code>POST /v1/quote</code> and an API key
        (<code>npm run apikey -- --agency demo</code>). Health: <a href="/v1/health">/v1/health</a>.
      </p>
    </main>
  );
}
