import { AppError } from "@/lib/errors";
import { Notice } from "@/components/ui/notice";

/** A pay page whose link cannot be opened: the error's sentence (ours), or a general one. */
export function LinkProblem({ error }: { error: unknown }) {
  const message = error instanceof AppError ? error.message : "This payment link cannot be opened right now.";
  return (
    <main className="checkout" id="main">
      <h1>Payment link</h1>
      <Notice kind="alert">{message}</Notice>
    </main>
  );
}
