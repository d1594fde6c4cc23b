// Any /v1 path no route has (Next.js tries every more specific route first): 404 problem+json, not the
// portal's HTML page. Not an operation: it is neither in app/v1/routes.ts nor in the OpenAPI document.
export * from "@/app/v1/fallback";
