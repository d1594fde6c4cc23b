// A concurrency limit with a short queue, for password hashing: scrypt at N=2^17 takes 128 MiB and
// about half a second of one core, so a burst of sign-ins must not run many at once. Work beyond the
// limit waits in a bounded queue; beyond the queue it is refused at once (LimiterFull), which the
// sign-in page shows as "try again in a few seconds".

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

export interface Limiter {
  /** Runs fn when a slot is free; throws LimiterFull without running it when the queue is full too. */
  run<T>(fn: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

export function createLimiter({ concurrency, queue }: { concurrency: number; queue: number }): Limiter {
  if (!(concurrency >= 1)) throw new Error("concurrency must be at least 1");
  let active = 0;
  const waiters: Array<() => void> = [];

  const release = () => {
    const next = waiters.shift();
    if (next)
      next(); // the slot passes straight to the next in line
    else active--;
  };

  return {
    async run<T>(fn: () => Promise<T>): Promise<T> {
      if (active < concurrency) active++;
      else if (waiters.length < queue) await new Promise<void>((resolve) => waiters.push(resolve));
      else throw new LimiterFull();
      try {
        return await fn();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiters.length;
    },
  };
}
