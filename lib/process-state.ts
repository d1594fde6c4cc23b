// What the process keeps between requests (caches, memos, the services), in one registry: a module that keeps
// something for the life of the process asks for it here by name instead of holding it in a module scope, so
// everything a process remembers is listed in one place and a test clears all of it with one call
// (resetProcessState). Next.js may load a module once per bundle layer, so the registry lives on globalThis;
// nothing else in the app keeps state there (the HTTP servers the preload records, lib/system/shutdown.ts, are
// outside the bundle). Lint refuses a module-scope `let` or WeakMap elsewhere (eslint.config.mjs).
const registry = ((globalThis as unknown as { __quotingProcessState?: Map<string, unknown> }).__quotingProcessState ??= new Map());

/** This process's value under `name`, made by `make` on first use. */
export function processState<T>(name: string, make: () => T): T {
  if (registry.has(name)) return registry.get(name) as T;
  const value = make();
  registry.set(name, value);
  return value;
}

/** Forgets the value under `name` (the next use makes it again): a cache whose load failed. */
export function forgetProcessState(name: string): void {
  registry.delete(name);
}

/** The names of what this process keeps (the health operation and tests list them). */
export function processStateNames(): string[] {
  return [...registry.keys()].sort();
}

/** Forgets everything the process keeps: each value is made again on its next use. For tests. */
export function resetProcessState(): void {
  registry.clear();
}
