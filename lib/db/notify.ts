// PostgreSQL LISTEN/NOTIFY between processes: one dedicated connection per process listens, and any
// process (the app, a worker, a CLI) notifies through its ordinary connection. With the embedded
// PGlite database there is only ever one process, so nothing needs telling and listen is a no-op.
import type { Db } from "./client";

export type NotifyHandler = (payload: string) => void;

interface Listener {
  handlers: Map<string, Set<NotifyHandler>>;
  /** Called after a reconnect: notifications sent while disconnected were missed. */
  onReconnect: Set<() => void>;
  close(): Promise<void>;
}

const holder = globalThis as unknown as { __quotingListener?: Promise<Listener> };

/** Sends a notification on a channel, in the caller's transaction when given one (delivered on commit). */
export async function notify(db: Pick<Db, "$executeRaw">, channel: string, payload: string): Promise<void> {
  await db.$executeRaw`SELECT pg_notify(${channel}, ${payload})`;
}

/**
 * Calls `handler` with each notification on `channel` sent by any process. `onReconnect` runs when the
 * listening connection was lost and is back (whatever was sent meanwhile was missed).
 */
export async function listen(databaseUrl: string | undefined, channel: string, handler: NotifyHandler, onReconnect?: () => void): Promise<void> {
  if (!databaseUrl) return;
  holder.__quotingListener ??= openListener(databaseUrl);
  const listener = await holder.__quotingListener;
  let set = listener.handlers.get(channel);
  if (!set) {
    set = new Set();
    listener.handlers.set(channel, set);
  }
  set.add(handler);
  if (onReconnect) listener.onReconnect.add(onReconnect);
  await subscribeAll(listener);
}

let current: import("pg").Client | null = null;

async function subscribeAll(listener: Listener): Promise<void> {
  if (!current) return;
  for (const channel of listener.handlers.keys()) await current.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
}

async function openListener(databaseUrl: string): Promise<Listener> {
  const { Client } = await import("pg");
  const listener: Listener = {
    handlers: new Map(),
    onReconnect: new Set(),
    close: async () => {
      closed = true;
      await current?.end().catch(() => undefined);
    },
  };
  let closed = false;
  const connect = async (isReconnect: boolean): Promise<void> => {
    const client = new Client({ connectionString: databaseUrl, application_name: "quoting-listener" });
    client.on("notification", (n) => {
      for (const handler of listener.handlers.get(n.channel) ?? []) {
        try {
          handler(n.payload ?? "");
        } catch (error) {
          console.error(JSON.stringify({ level: "error", component: "listener", channel: n.channel, error: String(error) }));
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
    await subscribeAll(listener);
    if (isReconnect) for (const fn of listener.onReconnect) fn();
  };
  await connect(false);
  return listener;
}
