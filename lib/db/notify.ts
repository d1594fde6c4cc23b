// PostgreSQL LISTEN/NOTIFY between processes: one dedicated connection per process listens (the
// runtime keeps it), and any process (the app, a worker, a CLI) notifies through its ordinary
// connection. With the embedded PGlite database there is only ever one process: nothing to tell.
import "server-only";
import { logFor } from "@/lib/log";
import type { Client } from "pg";
import { sql } from "kysely";
import type { Tx } from "./client";
import { builder, execute, statement } from "./sql";

export type NotifyHandler = (payload: string) => void;

/** pg_notify returns void, which Prisma cannot read: selected as text (lib/db/queries/locks.ts). */
const NOTIFY = statement("notify_v1", (args: { channel: string; payload: string }) =>
  builder.selectNoFrom(sql<string>`pg_notify(${args.channel}, ${args.payload})::text`.as("notified")),
);

/** Sends a notification on a channel, in the caller's transaction when given one (delivered on commit). */
export async function notify(db: Tx, channel: string, payload: string): Promise<void> {
  await execute(db, NOTIFY, { channel, payload });
}

export interface Listener {
  /** Calls `handler` with each notification on `channel` sent by any process. */
  listen(channel: string, handler: NotifyHandler): Promise<void>;
  /** Called when the connection was lost and is back: whatever was sent meanwhile was missed. */
  onReconnect(fn: () => void): void;
  close(): Promise<void>;
}

/** A listening connection that reconnects by itself (a second later) when it is lost. */
export async function createListener(databaseUrl: string): Promise<Listener> {
  const { Client: PgClient } = await import("pg");
  const handlers = new Map<string, Set<NotifyHandler>>();
  const reconnected = new Set<() => void>();
  let current: Client | null = null;
  let closed = false;
  const subscribe = async (client: Client, channel: string) => client.query(`LISTEN "${channel.replace(/"/g, '""')}"`);

  const connect = async (isReconnect: boolean): Promise<void> => {
    const client = new PgClient({ connectionString: databaseUrl, application_name: "quoting-listener" });
    client.on("notification", (n) => {
      for (const handler of handlers.get(n.channel) ?? []) {
        try {
          handler(n.payload ?? "");
        } catch (error) {
          logFor("listener").error({ channel: n.channel, error: String(error) }, "notification handler failed");
        }
      }
    });
    const retry = () => {
      if (current === client) current = null;
      if (!closed) setTimeout(() => void connect(true).catch(() => retry()), 1000).unref();
    };
    client.on("error", () => undefined); // "end" follows and reconnects
    client.on("end", retry);
    await client.connect();
    current = client;
    for (const channel of handlers.keys()) await subscribe(client, channel);
    if (isReconnect) for (const fn of reconnected) fn();
  };
  await connect(false);

  return {
    async listen(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        if (current) await subscribe(current, channel);
      }
      set.add(handler);
    },
    onReconnect(fn) {
      reconnected.add(fn);
    },
    async close() {
      closed = true;
      await current?.end().catch(() => undefined);
    },
  };
}
