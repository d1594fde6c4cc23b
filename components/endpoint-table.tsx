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
    <table style={{ borderCollapse: "collapse" }}>
      <caption style={{ textAlign: "left", fontWeight: 600 }}>Operations</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: "left", paddingRight: "1rem" }}>Method</th>
          <th scope="col" style={{ textAlign: "left", paddingRight: "1rem" }}>Path</th>
          <th scope="col" style={{ textAlign: "left" }}>What it does</th>
        </tr>
      </thead>
      <tbody>
        {OPERATIONS.map(([method, path, what]) => (
          <tr key={method + path}>
            <td style={{ paddingRight: "1rem" }}>{method}</td>
            <td style={{ paddingRight: "1rem" }}>
              <code>{path}</code>
            </td>
            <td>{what}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
