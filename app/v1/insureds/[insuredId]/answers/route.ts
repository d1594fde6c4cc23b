import { z } from "zod";
import { apiRoute } from "@/lib/api/route";
import { toAnsweredView } from "@/lib/api/serializers/questionnaire";
import { answerQuestions } from "@/lib/insureds/answers";
import { AnsweredResponse, AnswersRequest, ProgramsQuery } from "@/lib/schemas/answers";
import { idParam } from "@/lib/schemas/common";

// POST /v1/insureds/{insuredId}/answers: answers by canonical question id, for every program of the client (decision 033)
export const POST = apiRoute({
  permission: "quote",
  operation: {
    id: "answerInsuredQuestions",
    tag: "Insureds",
    summary: "Answer the client's questions, by canonical id",
    description:
      "Answers the question bank's questions by id (null clears an answer). Each must be a question that applies to this client for the programs (as GET .../questions lists them; a follow-up may come with its trigger in the same request), of its type, and a value at least one asking program takes; otherwise a 400 names `answers.<id>`. The answers are recorded on the client (source \"api\", who and when) and given to every open application of the client that asks them (folios not expired with nothing bound, each program's latest attempt), each re-rated; `updatedApplications` lists them. Answers with the questionnaire as it now stands, so newly relevant follow-ups appear. An archived insured answers 409 until restored.",
    errors: [400, 404, 409],
    example: { answers: { yearsInBusiness: 7, priorClaims: 0, subcontractedPercent: 20 } },
  },
  params: z.object({ insuredId: idParam("insured") }),
  query: ProgramsQuery,
  body: AnswersRequest,
  response: { data: AnsweredResponse.shape.data, description: "The client's questionnaire after these answers" },
  idempotent: "optional",
  handler: async ({ db, agency, params, query, body, services, requestId }) => {
    const answered = await answerQuestions(db, agency.agencyId, params.insuredId, body.answers, query.programs, { actor: agency.actor, requestId });
    // The applications given these answers re-rate through the workers.
    if (answered.updatedApplications.length) services.kickWorker?.();
    return toAnsweredView(answered);
  },
});

export * from "@/app/v1/fallback";
