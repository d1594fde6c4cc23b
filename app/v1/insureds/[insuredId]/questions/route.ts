import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { toQuestionnaireView } from "@/lib/api/serializers/questionnaire";
import { clientQuestionnaire } from "@/lib/insureds/answers";
import { ProgramsQuery, QuestionnaireResponse } from "@/lib/schemas/answers";
import { idParam } from "@/lib/schemas/common";

// GET /v1/insureds/{insuredId}/questions: the bank questions that apply to the client, answered or not (decision 033)
export const GET = apiRoute({
  permission: "read",
  operation: {
    id: "listInsuredQuestions",
    tag: "Insureds",
    summary: "The client's questions, by canonical id",
    description:
      "The question bank's questions these programs ask of this client (its class codes, the programs' lines), in section order (business, operations, premises, loss_history, trip), each with the programs that ask it under their own form keys and the client's answer (who, when, where) or null. A follow-up is listed only once the answer that triggers it holds; `unanswered` is what to ask next. `programQuestions` lists what each program asks of its own (not in the bank): answer those on the application. Answer the bank's questions once for every program with POST /v1/insureds/{insuredId}/answers.",
    errors: [404],
  },
  params: z.object({ insuredId: idParam("insured") }),
  query: ProgramsQuery,
  response: { data: QuestionnaireResponse.shape.data, description: "The client's questionnaire" },
  handler: async ({ db, agency, params, query }) => toQuestionnaireView(await clientQuestionnaire(db, agency.agencyId, params.insuredId, query.programs)),
});

export * from "@/app/v1/fallback";
