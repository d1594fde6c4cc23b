import { describe, expect, it } from "vitest";
import { processPlan } from "./process-plan";

const PG = "postgresql://postgres@127.0.0.1:5432/test";

describe("processPlan", () => {
  it("runs one web process with its worker inside by default, on either database", () => {
    expect(processPlan({ WEB_CONCURRENCY: 1 }, false)).toEqual({ webProcesses: 1, ratingWorkers: 0, notes: [] });
    expect(processPlan({ DATABASE_URL: PG, WEB_CONCURRENCY: 1 }, false)).toEqual({ webProcesses: 1, ratingWorkers: 0, notes: [] });
  });

  it("on PostgreSQL runs N web processes and one worker process beside them, or RATING_WORKERS of them", () => {
    expect(processPlan({ DATABASE_URL: PG, WEB_CONCURRENCY: 3 }, false)).toEqual({ webProcesses: 3, ratingWorkers: 1, notes: [] });
    expect(processPlan({ DATABASE_URL: PG, WEB_CONCURRENCY: 2, RATING_WORKERS: 4 }, false)).toEqual({ webProcesses: 2, ratingWorkers: 4, notes: [] });
    expect(processPlan({ DATABASE_URL: PG, WEB_CONCURRENCY: 1, RATING_WORKERS: 2 }, false)).toEqual({ webProcesses: 1, ratingWorkers: 2, notes: [] });
  });

  it("on PGlite stays one process, whatever was asked, and says why", () => {
    for (const asked of [{ WEB_CONCURRENCY: 4 }, { WEB_CONCURRENCY: 1, RATING_WORKERS: 2 }, { DATABASE_URL: "", WEB_CONCURRENCY: 2, RATING_WORKERS: 1 }]) {
      const plan = processPlan(asked, false);
      expect(plan.webProcesses, JSON.stringify(asked)).toBe(1);
      expect(plan.ratingWorkers, JSON.stringify(asked)).toBe(0);
      expect(plan.notes).toEqual([expect.stringMatching(/need PostgreSQL \(DATABASE_URL\).*PGlite database runs as one process/)]);
    }
  });

  it("under next dev runs one web process and says that WEB_CONCURRENCY is for npm start", () => {
    const plan = processPlan({ DATABASE_URL: PG, WEB_CONCURRENCY: 2, RATING_WORKERS: 1 }, true);
    expect(plan).toMatchObject({ webProcesses: 1, ratingWorkers: 1 });
    expect(plan.notes).toEqual([expect.stringContaining("next dev runs one web process")]);
  });
});
