import { describe, expect, it } from "vitest";
import { z } from "zod";
import { buildComponents, componentNames, usedComponents } from "./openapi-components";

const toSchema = (schema: z.ZodType): Parameters<ReturnType<typeof buildComponents>["refer"]>[0] => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: "output", reused: "inline" }) as Record<string, unknown>;
  return rest as never;
};

describe("named schemas", () => {
  const Money = z.object({ amount: z.number(), currency: z.string().length(3), note: z.string().describe("what it is for, in words") });
  const PaymentView = z.object({ id: z.uuid(), total: Money, refunds: z.array(Money.describe("a refund")), status: z.enum(["paid", "failed"]) });
  const named = componentNames([{ Money, PaymentView, PaymentRequest: z.object({ big: z.string().describe("x".repeat(300)) }) }]);

  it("names exports without View, and leaves requests inline", () => {
    expect(Object.keys(named)).toEqual(["Money", "Payment"]);
  });

  it("refers to a named type wherever it is used, keeping a use's own description beside the $ref", () => {
    const { schemas, refer } = buildComponents(named, toSchema);
    expect(schemas.Payment!.properties).toMatchObject({
      total: { $ref: "#/components/schemas/Money" },
      refunds: { items: { $ref: "#/components/schemas/Money", description: "a refund" } },
    });
    const response = refer(toSchema(z.object({ success: z.literal(true), data: PaymentView })));
    expect(response.properties).toMatchObject({ data: { $ref: "#/components/schemas/Payment" } });
    expect(usedComponents(response, schemas)).toEqual({ Money: schemas.Money, Payment: schemas.Payment });
    // A structurally different object is not mistaken for one.
    const other = refer(toSchema(z.object({ amount: z.number(), currency: z.string() })));
    expect(other.$ref).toBeUndefined();
  });
});
