// Every unit and integration test file (vitest.config.ts, setupFiles) ends with an empty process registry
// (lib/process-state.ts): what a file's code kept (the services, the caches, the parsed configuration) is made
// again by the next file that uses it. Vitest isolates files today (each runs in a fresh worker), so this is
// what keeps a file from seeing another's state should that change (isolate: false, a shared worker).
// After the file, not after each test: an integration file keeps its app and database open across its tests
// (the registry's `runtime`). Vitest runs after-hooks in reverse order of registration (sequence.hooks
// "stack", its default), so this one, registered before the file's own, runs last: a file's afterAll that
// closes what it opened still finds it in the registry. test/support/process-state-setup.test.ts shows both.
import { afterAll } from "vitest";
import { resetProcessState } from "@/lib/process-state";

afterAll(() => resetProcessState());
