// Folio versions held in memory, for the embedded database only (decision 015): what a conditional read
// of the folio view needs (the version, the expiry and the cards' validity) without a query. PGlite is one
// process, and a trigger notifies every change to a folio (or to its cards' validity) before the writing
// statement's promise resolves (the notification is parsed with its result), so a read that starts after
// a write has returned never finds the old version here. A read that raced a change may have read the old
// version: it is not kept (`mark` before the read, `keep` after it refuses what a change overtook).
// PostgreSQL has no such cache: another process's change reaches this one only later, by LISTEN.
import "server-only";

export interface KeptVersion {
  agencyId: string;
  version: number;
  expiresMs: number;
  validUntilMs: number[];
}

export class FolioVersions {
  private readonly entries = new Map<string, KeptVersion>();
  /** The generation of each folio's last change; cleared when it grows past `max`, with `floor` raised. */
  private readonly changed = new Map<string, number>();
  private generation = 0;
  private floor = 0;

  constructor(private readonly max = 10_000) {}

  /** Note this before reading the database; pass it to `keep` with what was read. */
  mark(): number {
    return this.generation;
  }

  get(folioId: string): KeptVersion | undefined {
    return this.entries.get(folioId);
  }

  /** Keeps what a read found, unless the folio changed after `mark` (the read may predate the change). */
  keep(folioId: string, value: KeptVersion, mark: number): void {
    if (mark < this.floor || (this.changed.get(folioId) ?? -1) > mark) return;
    this.entries.delete(folioId);
    this.entries.set(folioId, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  /** The folio changed (a committed write): forget it, and refuse what reads begun before now found. */
  changedNow(folioId: string): void {
    this.generation++;
    this.entries.delete(folioId);
    if (this.changed.size >= this.max) {
      this.changed.clear();
      this.floor = this.generation;
    }
    this.changed.set(folioId, this.generation);
  }

  /** Everything may have changed (the notifications were interrupted): forget all, refuse reads in flight. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.changed.clear();
    this.floor = this.generation;
  }

  get size(): number {
    return this.entries.size;
  }
}
