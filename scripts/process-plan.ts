// How many processes of each kind npm start runs (scripts/start.ts, docs/scaling.md).

export interface ProcessSettings {
  DATABASE_URL?: string;
  WEB_CONCURRENCY: number;
  RATING_WORKERS?: number;
}

export interface ProcessPlan {
  webProcesses: number;
  ratingWorkers: number;
  /** Sentences for the person starting the app: what was asked that this set-up cannot do, and what runs instead. */
  notes: string[];
}

/**
 * Several processes need PostgreSQL: the embedded PGlite database is one process's, so there the app runs
 * as one process with its worker inside, and says so. With several web processes and no RATING_WORKERS,
 * one worker process runs beside them (the web processes then rate nothing themselves).
 */
export function processPlan(e: ProcessSettings, dev: boolean): ProcessPlan {
  const notes: string[] = [];
  let webProcesses = e.WEB_CONCURRENCY;
  let ratingWorkers = e.RATING_WORKERS ?? (webProcesses > 1 ? 1 : 0);
  if (!e.DATABASE_URL && (webProcesses > 1 || ratingWorkers > 0)) {
    notes.push(
      "WEB_CONCURRENCY and RATING_WORKERS need PostgreSQL (DATABASE_URL): the embedded PGlite database runs as one process, with its rating worker inside.",
    );
    webProcesses = 1;
    ratingWorkers = 0;
  }
  if (dev && webProcesses > 1) {
    notes.push("next dev runs one web process: WEB_CONCURRENCY applies to npm start.");
    webProcesses = 1;
  }
  return { webProcesses, ratingWorkers, notes };
}
