// Why an application that is not priced cannot be bound, in sentences: pricing, referred, declined with the
// carrier's reasons, or failed with what went wrong (issue 34: "not quoted" said nothing about why).

export interface NotBindable {
  text: string;
  /** The carrier's reasons for a decline, one per line. */
  reasons: string[];
}

export function notBindable(app: { applicationStatus: string; failureReason: string | null; declineReasons: Array<{ message: string }> }): NotBindable {
  switch (app.applicationStatus) {
    case "pending":
      return { text: "The carrier is pricing this application (again, if answers just changed).", reasons: [] };
    case "referred":
      return { text: "This application is referred to an underwriter: it can be bound once approved.", reasons: [] };
    case "error":
      return app.declineReasons.length
        ? { text: "The carrier declined this application, so it cannot be bound:", reasons: app.declineReasons.map((r) => r.message) }
        : { text: "The carrier declined this application, so it cannot be bound.", reasons: [] };
    case "failed":
      return {
        text: `The carrier could not price this application, so it cannot be bound${app.failureReason ? `: ${app.failureReason}` : "."} Re-quote to ask again.`,
        reasons: [],
      };
    default:
      return { text: "This application is not quoted, so it cannot be bound.", reasons: [] };
  }
}
