// Fair admission for password hashing: scrypt at N=2^17 takes 128 MiB and about half a second of one
// core, so only `concurrency` hashes run at once and the rest wait. Waiting is fair, so that a burst
// against one account or from one address cannot refuse, or long delay, anyone else
// (docs/decisions/010-sign-in-and-sessions.md, "Fair hashing"):
// - every operation names its keys, coarse to fine (sign-in: its address, then its account);
// - each key may have at most `perKey[level]` operations waiting, and all keys together `queue`;
//   an operation beyond either is refused at once (LimiterFull), which the sign-in page shows as
//   "try again in a few seconds". A burst fills only its own keys' places;
// - a freed slot goes round-robin: across the first-level keys (addresses), within one across the
//   next level's (its accounts), and so on; FIFO within the last. A key whose operation is running
//   rejoins the rotation behind the keys that arrived meanwhile, so a newcomer with keys of its own
//   waits for the running hash(es) only, and at most one operation per first-level key (address)
//   runs at a time.
// Every waiting operation starts after a bounded number of others (no key starves): at each level a
// key gets a turn before any key that joined the rotation after it gets a second one.

export class LimiterFull extends Error {
  constructor() {
    super("too many operations waiting");
    this.name = "LimiterFull";
  }
}

/**
 * Whether an error is a LimiterFull. By name, not instanceof: the process's limiter is made once by the
 * runtime, and Next.js may load this module once per bundle layer, each with its own class.
 */
export function isLimiterFull(error: unknown): boolean {
  return error instanceof Error && error.name === "LimiterFull";
}

export interface LimiterOptions {
  /** Operations running at once. */
  concurrency: number;
  /** Operations waiting in all. */
  queue: number;
  /** Per level of keys (sign-in: [address, account]): how many operations one key may have waiting. */
  perKey?: readonly number[];
}

export interface Limiter {
  /**
   * Runs fn when a slot is free and its keys' turn has come; throws LimiterFull without running it when
   * it would have to wait and the queue, or one of its keys' places, is full. One key per level.
   */
  run<T>(keys: readonly string[], fn: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
  /** Operations waiting with this key at this level (0 for a key unknown). */
  waitingFor(level: number, key: string): number;
}

interface Waiter {
  path: Node[];
  keys: readonly string[];
  start: () => void;
}

interface Node {
  key: string;
  parent: Node | null;
  children: Map<string, Node>;
  /** Children with operations waiting and none running, in turn order. */
  rotation: Node[];
  /** At the last level: this key's waiting operations, first come first. */
  queue: Waiter[];
  /** Operations waiting in this subtree. */
  waiting: number;
  running: boolean;
  inRotation: boolean;
}

const newNode = (key: string, parent: Node | null): Node => ({
  key,
  parent,
  children: new Map(),
  rotation: [],
  queue: [],
  waiting: 0,
  running: false,
  inRotation: false,
});

export function createLimiter({ concurrency, queue, perKey = [] }: LimiterOptions): Limiter {
  if (!(concurrency >= 1)) throw new Error("concurrency must be at least 1");
  const levels = perKey.length;
  const root = newNode("", null);
  const waitingByKey = new Map<string, number>();
  let active = 0;
  let waiting = 0;
  const countKey = (level: number, key: string) => `${level}\u0000${key}`;

  /** A node is in its parent's rotation exactly when it has work waiting and none running. */
  const refresh = (node: Node) => {
    const parent = node.parent;
    if (!parent) return;
    const belongs = node.waiting > 0 && !node.running;
    if (belongs && !node.inRotation) {
      parent.rotation.push(node);
      node.inRotation = true;
    } else if (!belongs && node.inRotation) {
      parent.rotation.splice(parent.rotation.indexOf(node), 1);
      node.inRotation = false;
    }
    if (!belongs && node.waiting === 0 && !node.running && node.children.size === 0) parent.children.delete(node.key);
  };

  /** The nodes an operation with these keys passes through, without creating any. */
  const existingPath = (keys: readonly string[]): Node[] => {
    const path: Node[] = [];
    let node = root;
    for (const key of keys) {
      const child = node.children.get(key);
      if (!child) break;
      path.push(child);
      node = child;
    }
    return path;
  };

  /** The next operation to run: one turn per level, the turn's key moved out of its rotation while it runs. */
  const pick = (): Waiter | undefined => {
    let node = root;
    for (let level = 0; level < levels; level++) {
      const next = node.rotation[0];
      if (!next) return undefined; // only possible at the root: every key with work waiting is running
      node = next;
    }
    const waiter = node.queue.shift();
    if (!waiter) return undefined; // no levels: the root's own queue is empty
    waiter.path.forEach((n, level) => {
      n.waiting--;
      n.running = true;
      const k = countKey(level, waiter.keys[level]!);
      const left = waitingByKey.get(k)! - 1;
      if (left) waitingByKey.set(k, left);
      else waitingByKey.delete(k);
    });
    waiting--;
    for (const n of waiter.path) refresh(n);
    return waiter;
  };

  const dispatch = () => {
    while (active < concurrency) {
      const waiter = pick();
      if (!waiter) return;
      active++;
      waiter.start();
    }
  };

  const release = (path: Node[]) => {
    // Deepest first: the finished key rejoins its parent's rotation behind those that joined meanwhile.
    for (let i = path.length - 1; i >= 0; i--) {
      path[i]!.running = false;
      refresh(path[i]!);
    }
    active--;
    dispatch();
  };

  return {
    async run<T>(keys: readonly string[], fn: () => Promise<T>): Promise<T> {
      if (keys.length !== levels) throw new Error(`expected ${levels} keys, got ${keys.length}`);
      const existing = existingPath(keys);
      // The root's rotation is empty whenever a slot is free (dispatch ran), so this one would start now.
      const startsNow = active < concurrency && !existing.some((n) => n.running);
      if (!startsNow && (waiting >= queue || keys.some((key, level) => (waitingByKey.get(countKey(level, key)) ?? 0) >= perKey[level]!))) {
        throw new LimiterFull();
      }
      const path: Node[] = [];
      let node = root;
      for (const key of keys) {
        let child = node.children.get(key);
        if (!child) node.children.set(key, (child = newNode(key, node)));
        path.push(child);
        node = child;
      }
      const started = new Promise<void>((start) => {
        node.queue.push({ path, keys, start });
      });
      path.forEach((n, level) => {
        n.waiting++;
        const k = countKey(level, keys[level]!);
        waitingByKey.set(k, (waitingByKey.get(k) ?? 0) + 1);
      });
      waiting++;
      for (let i = path.length - 1; i >= 0; i--) refresh(path[i]!);
      dispatch();
      await started;
      try {
        return await fn();
      } finally {
        release(path);
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting;
    },
    waitingFor(level: number, key: string) {
      return waitingByKey.get(countKey(level, key)) ?? 0;
    },
  };
}
