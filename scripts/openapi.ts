// The OpenAPI document outside the running app (issue 32 items 1 and 8):
//   tsx scripts/openapi.ts lint   writes the document and lints it with Redocly (recommended rules as errors: 0 warnings)
//   tsx scripts/openapi.ts sdk    regenerates the SDK's types (sdk/schema.d.ts) from it with openapi-typescript
//   tsx scripts/openapi.ts check  fails when sdk/schema.d.ts is not what the document generates (kept in step)
// The document is the one /v1/openapi.json serves, built from the routes' declarations, with a relative server.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import { ROUTES } from "@/app/v1/routes";
import { buildOpenApiDocument } from "@/lib/api/openapi";

const ROOT = path.resolve(import.meta.dirname, "..");
const SDK_TYPES = path.join(ROOT, "sdk", "schema.d.ts");

export async function sdkTypes(): Promise<string> {
  const document = buildOpenApiDocument(ROUTES, "/");
  const ast = await openapiTS(document as never, { alphabetize: false });
  return `// Generated from the OpenAPI document by \`npx tsx --conditions=react-server scripts/openapi.ts sdk\`: do not edit.\n${astToString(ast)}`;
}

async function main(command: string | undefined) {
  if (command === "lint") {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "openapi-")), "openapi.json");
    writeFileSync(file, JSON.stringify(buildOpenApiDocument(ROUTES, "/"), null, 2));
    try {
      execFileSync("npx", ["redocly", "lint", file, "--config", path.join(ROOT, "redocly.yaml"), "--format", "summary"], { stdio: "inherit", cwd: ROOT });
    } catch {
      console.error("the OpenAPI document has Redocly problems (above): fix them in lib/api/openapi.ts or the routes' declarations");
      process.exit(1);
    }
    return;
  }
  if (command === "sdk") {
    writeFileSync(SDK_TYPES, await sdkTypes());
    console.log(`wrote ${path.relative(ROOT, SDK_TYPES)}`);
    return;
  }
  if (command === "check") {
    if (readFileSync(SDK_TYPES, "utf8") !== (await sdkTypes())) {
      console.error("sdk/schema.d.ts differs from the OpenAPI document: run npx tsx --conditions=react-server scripts/openapi.ts sdk");
      process.exit(1);
    }
    console.log("sdk/schema.d.ts matches the OpenAPI document");
    return;
  }
  console.error("usage: tsx scripts/openapi.ts lint | sdk | check");
  process.exit(2);
}

await main(process.argv[2]);
