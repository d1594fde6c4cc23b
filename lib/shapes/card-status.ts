// An application's status as the API shows it on cards, lists and application.* / quote.completed events.
export const CARD_STATUS = {
  pending: "quoting",
  success: "quoted",
  referred: "referred",
  error: "declined",
  failed: "quote_failed",
  bound: "bound",
} as const;
