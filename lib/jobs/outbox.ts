// The outbox loop of a process (decision 020): sends, every interval, what lib/mail/outbox.ts left queued.
import "server-only";
import { deliverDueMessages, type OutboxDeps } from "@/lib/mail/outbox";

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs delivery every `intervalMs` in this process until stopped. */
export function startOutbox(deps: OutboxDeps, intervalMs: number): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= deliverDueMessages(deps)
      .catch((error) => deps.log?.({ event: "outbox_run_failed", error: describe(error) }))
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
      deps.mailer.close();
    },
  };
}
