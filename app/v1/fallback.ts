// Every /v1 route module ends with `export * from "@/app/v1/fallback"`: these answer the methods it does not
// declare (405 problem+json with Allow, HEAD and OPTIONS as Next.js would), and the catch-all
// app/v1/[[...rest]] answers every path no route has (404 problem+json). See lib/api/methods.ts.
import { fallbackHandlers } from "@/lib/api/methods";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = fallbackHandlers(() => import("./routes").then((m) => m.ROUTES));
