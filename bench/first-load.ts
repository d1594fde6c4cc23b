// npx tsx bench/first-load.ts [distDir ...]: each portal page's first-load JavaScript from a production build's
// manifests, without a server: the root main files plus the page's entry chunks (every segment from the root
// layout down), as bytes on disk and gzipped (-9). Given two builds, prints both and the difference, so a
// change that should touch one page can be seen to leave the others alone (decision 046).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

function pages(dist: string): Map<string, string[]> {
  const root = path.join(dist, "server", "app");
  const main: string[] = JSON.parse(fs.readFileSync(path.join(dist, "build-manifest.json"), "utf8")).rootMainFiles;
  const out = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "page_client-reference-manifest.js") {
        const text = fs.readFileSync(full, "utf8");
        const route = /__RSC_MANIFEST\["([^"]+)"\]/.exec(text)?.[1];
        const json = text
          .slice(text.indexOf("= {") + 2)
          .trim()
          .replace(/;$/, "");
        const files: Record<string, string[]> = JSON.parse(json).entryJSFiles;
        const own = Object.entries(files).find(([k]) => k.endsWith(`/app${route}`))?.[1] ?? [];
        if (route) out.set(route.replace(/\/page$/, "") || "/", [...new Set([...main, ...own])]);
      }
    }
  };
  walk(root);
  return out;
}

function size(dist: string, files: string[]) {
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const bytes = fs.readFileSync(path.join(dist, f));
    raw += bytes.length;
    gz += zlib.gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gz };
}

const dists = process.argv.slice(2).length ? process.argv.slice(2) : [".next"];
const results = dists.map((d) => {
  const p = pages(d);
  return new Map([...p].map(([route, files]) => [route, size(d, files)]));
});
const routes = [...new Set(results.flatMap((r) => [...r.keys()]))].filter((r) => r.startsWith("/(portal)")).sort();
const kb = (n: number | undefined) => (n === undefined ? "-" : `${(n / 1024).toFixed(1)} KiB`);
console.log(["page", ...dists.flatMap((d) => [`${d} raw`, `${d} gzip`]), ...(dists.length === 2 ? ["gzip difference"] : [])].join("\t"));
for (const route of routes) {
  const cells = results.flatMap((r) => [kb(r.get(route)?.raw), kb(r.get(route)?.gz)]);
  const diff = dists.length === 2 && results[0]!.get(route) && results[1]!.get(route) ? `${results[1]!.get(route)!.gz - results[0]!.get(route)!.gz} B` : "";
  console.log([route.replace("/(portal)", ""), ...cells, diff].join("\t"));
}
