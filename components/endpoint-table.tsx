// The API's operations, listed on the home page.
const OPERATIONS: Array<[string, string, string]> = [
  ["GET", "/v1/health", "Database and rating queue status (no key)"],
  ["POST", "/v1/quote", "Create a quote folio: one application per program"],
  ["GET", "/v1/quote?groupId=", "The folios of one shopping session, newest first"],
  ["GET", "/v1/quote/{quoteId}", "The folio with rendered program cards"],
  ["POST", "/v1/quote/{quoteId}", "Re-quote with changed rating factors"],
  ["GET", "/v1/quote/{quoteId}/applications/{quoteRequestId}", "One application in full"],
];

export function EndpointTable() {
  return (
    <table className="plain-table">
      <caption>Operations</caption>
      <thead>
        <tr>
          <th scope="col">Method</th>
          <th scope="col">Path</th>
          <th scope="col">What it does</th>
        </tr>
      </thead>
      <tbody>
        {OPERATIONS.map(([method, path, what]) => (
          <tr key={method + path}>
            <td>{method}</td>
            <td>
              <code>{path}</code>
            </td>
            <td>{what}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
