// Reads by key, batched: requests that arrive while reads are running wait and go together in the next
// read (one statement for many keys). Never stale: every request is answered by a read that started after
// it arrived, so a client that saw its write answered and then asks is answered from after that write.
// Used for the folio view's version (decision 015): pollers of many folios cost one query per batch.
import "server-only";

interface Waiting<K, V> {
  key: K;
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

export class ReadBatcher<K, V> {
  private queue: Array<Waiting<K, V>> = [];
  private running = 0;
  private scheduled = false;

  /**
   * @param load reads every key given (each once) and returns what it found by key
   * @param maxRunning reads at once; requests beyond wait for one to end and go in the next batch
   * @param maxBatch keys in one read
   */
  constructor(
    private readonly load: (keys: K[]) => Promise<Map<K, V>>,
    private readonly maxRunning = 2,
    private readonly maxBatch = 500,
  ) {}

  get(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      this.queue.push({ key, resolve, reject });
      this.schedule();
    });
  }

  /** Starts a read at the end of this turn's synchronous work (requests of the same turn go together). */
  private schedule(): void {
    if (this.scheduled || this.running >= this.maxRunning || !this.queue.length) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      this.start();
    });
  }

  private start(): void {
    if (this.running >= this.maxRunning || !this.queue.length) return;
    const batch = this.queue.splice(0, this.maxBatch);
    this.running++;
    const keys = [...new Set(batch.map((w) => w.key))];
    this.load(keys)
      .then(
        (found) => {
          for (const w of batch) w.resolve(found.get(w.key));
        },
        (error: unknown) => {
          for (const w of batch) w.reject(error);
        },
      )
      .finally(() => {
        this.running--;
        this.schedule();
      });
    this.schedule(); // more waiting than one batch takes, and room for another read
  }
}
