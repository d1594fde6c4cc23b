import { classificationView } from "@/lib/api/serializers/appetite";
import { apiRoute } from "@/lib/api/route";
import { classificationsForNaics } from "@/lib/appetite/service";
import { refParam } from "@/lib/schemas/common";
import { ClassificationsResponse } from "@/lib/schemas/appetite";
import { z } from "zod";

// GET /v1/appetite/naics/{naicsCode}/classifications: the carriers' classes under a NAICS code
export const GET = apiRoute({
  permission: "read",
  operation: { id: "classificationsForNaics", tag: "Appetite", summary: "Classifications for a NAICS code", errors: [404] },
  params: z.object({ naicsCode: refParam("NAICS 2022 code") }),
  response: { data: ClassificationsResponse.shape.data, description: "Classes mapped to the code or its children" },
  handler: async ({ db, params }) => {
    const { naics, classifications } = await classificationsForNaics(db, params.naicsCode);
    return { naics: { code: naics.code, title: naics.title, level: naics.level }, items: classifications.map(classificationView) };
  },
});

export * from "@/app/v1/fallback";
