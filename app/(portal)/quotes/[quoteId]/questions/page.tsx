import { QuestionnaireView } from "@/components/folio/questionnaire-view";

export const metadata = { title: "Questions · Quoting portal" };

// GET /quotes/{quoteId}/questions: the application questions of every program of the quote, each asked once.
export default async function QuestionsPage({ params }: { params: Promise<{ quoteId: string }> }) {
  const { quoteId } = await params;
  return <QuestionnaireView quoteId={quoteId} />;
}
