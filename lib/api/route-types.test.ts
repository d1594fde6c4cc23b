// What a route handler is given (issue 29 item 5): the database only as a handle to hand to use cases. The type
// checks below are part of `npm test`'s tsc run: each @ts-expect-error fails the build if the line it covers ever
// type-checks, that is, if a handler could again read or write through the client itself. Lint refuses the same
// uses by syntax (test/lint/layers.test.ts, "a handler calling ctx.db.<model>").
import { describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import type { Services } from "@/lib/runtime";
import type { Context } from "./route";

describe("a handler's context", () => {
  it("hands the database on to use cases, and offers none of the client's members", () => {
    const handler = (ctx: Context<true, unknown, unknown, unknown>, useCase: (db: Db, agencyId: string) => unknown, worker: (s: Services) => unknown) => {
      useCase(ctx.db, ctx.agency.agencyId);
      useCase(ctx.services.db, ctx.agency.agencyId);
      worker(ctx.services);
      // @ts-expect-error a model of the client
      void ctx.db.folio.findMany();
      // @ts-expect-error a raw statement
      void ctx.db.$queryRawUnsafe("SELECT 1");
      // @ts-expect-error a transaction the handler opens itself
      void ctx.db.$transaction([]);
      // @ts-expect-error the same client reached through the services
      void ctx.services.db.policy.findFirst();
      const { db } = ctx;
      // @ts-expect-error destructured, it is the same handle
      void db.insured.count();
    };
    expect(handler).toBeTypeOf("function");
  });
});
