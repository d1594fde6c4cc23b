// A bare Node http server answering every request with the same bytes and content-type: the floor
// the folio view is compared with. Run in its own process so it does not share autocannon's event loop.
// Usage: node --import tsx bench/bare-server.ts <body-file> <content-type>; prints "listening <port>".
import fs from "node:fs";
import http from "node:http";

const [file, contentType] = process.argv.slice(2);
if (!file || !contentType) {
  console.error("usage: bare-server.ts <body-file> <content-type>");
  process.exit(2);
}
const body = fs.readFileSync(file);
const headers = { "content-type": contentType, "content-length": String(body.length) };

const server = http.createServer((req, res) => {
  req.resume();
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening ${typeof address === "object" && address ? address.port : 0}`);
});
for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => server.close(() => process.exit(0)));
