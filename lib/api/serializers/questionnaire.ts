// The client's questionnaire as the API shows it (decision 033).
import "server-only";
import type { ClientQuestionnaire, UpdatedApplication } from "@/lib/insureds/answers";
import type { ClientAnswer } from "@/lib/questions/answers";
import type { AnsweredView, ApplicationViewDetail, QuestionnaireView } from "@/lib/schemas/answers";

export function toQuestionnaireView(q: ClientQuestionnaire): QuestionnaireView {
  return {
    insuredId: q.insured.id,
    programs: q.programs.map((p) => ({ code: p.code, name: p.name, type: p.type })),
    questions: q.questions.map(({ question, askedBy, answer, toConfirm }) => ({
      id: question.id,
      section: question.section,
      type: question.type,
      wording: question.wording,
      ages: question.ages ?? false,
      followUpOf: question.when ? { ...question.when } : null,
      programs: askedBy,
      answer: answer
        ? {
            value: answer.value,
            answeredBy: answer.answeredBy,
            answeredAt: answer.answeredAt,
            source: answer.source,
            confirmedAt: answer.confirmedAt ?? null,
            confirmedBy: answer.confirmedBy ?? null,
          }
        : null,
      toConfirm,
    })),
    unanswered: q.unanswered,
    toConfirm: q.toConfirm,
    programQuestions: q.programQuestions,
  };
}

export function toAnsweredView(q: ClientQuestionnaire & { updatedApplications: UpdatedApplication[] }): AnsweredView {
  return {
    ...toQuestionnaireView(q),
    updatedApplications: q.updatedApplications.map((u) => ({ quoteId: u.folioId, quoteRequestId: u.quoteRequestId, program: u.program })),
  };
}

/** An application's answers that are the client's, by form key: the question, who, when and where (no value: formPayload has it). */
export function prefilledView(prefilled: Record<string, ClientAnswer & { questionId: string }>): ApplicationViewDetail["prefilled"] {
  return Object.fromEntries(
    Object.entries(prefilled).map(([key, a]) => [key, { questionId: a.questionId, answeredBy: a.answeredBy, answeredAt: a.answeredAt, source: a.source }]),
  );
}
