// A client's answers to the question bank (decision 032): the question as asked, the answer, and who gave
// it when. Every program's application of this client starts with them.
import { DataTable } from "@/components/ui/data-table";
import { Panel } from "@/components/ui/panel";
import { ScrollArea } from "@/components/ui/scroll-area";
import type { Insured } from "@/lib/client/endpoints";
import { formatDateTime } from "@/lib/client/format";
import { answerText, answeredByText } from "@/lib/client/term-rows";

export function ClientAnswers({ client }: { client: Insured }) {
  return (
    <Panel title="Answers">
      {client.answers.length ? (
        <>
          <p className="muted small flush">Each answer fills in the same question on every program of this client&apos;s next quotes.</p>
          <ScrollArea>
            <DataTable
              label="Answers to the application questions"
              columns={[{ header: "Question" }, { header: "Answer" }, { header: "Answered by" }]}
              rows={client.answers.map((a) => ({
                key: a.questionId,
                cells: [
                  a.question,
                  <span key="a" className="strong">
                    {answerText(a.value)}
                  </span>,
                  <span key="w">
                    {answeredByText(a.answeredBy, client.people)}
                    <span className="muted small block">{formatDateTime(a.answeredAt)}</span>
                    {a.confirmedAt ? <span className="muted small block">Confirmed again {formatDateTime(a.confirmedAt)}</span> : null}
                  </span>,
                ],
              }))}
            />
          </ScrollArea>
        </>
      ) : (
        <p className="muted flush">
          No answers yet. Once the application questions of one of this client&apos;s quotes are answered (years in business, claims, and the like), they show
          here and fill in the same questions on its next quotes.
        </p>
      )}
    </Panel>
  );
}
