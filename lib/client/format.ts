// Money as the portal shows it: the API's decimal dollars in US format, "-" when there is none.
const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export const formatMoney = (n: number | null | undefined) => (n === null || n === undefined ? "-" : money.format(n));

const wholeDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** A limit of insurance: whole dollars without cents ("$1,000,000"), other amounts as money. */
export const formatLimit = (n: number) => (Number.isInteger(n) ? wholeDollars.format(n) : money.format(n));

// Dates, one format across the portal: "Nov 23, 2026", and "Nov 23, 2026, 8:00 PM" for a moment. A
// calendar date from the API ("2027-01-10": an effective date, a due date) is that day wherever the
// reader is; a timestamp is shown in the reader's time zone.
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });
const calendarFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
const momentFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

export const formatDate = (value: string) => (DAY.test(value) ? calendarFormat.format(new Date(`${value}T00:00:00Z`)) : dayFormat.format(new Date(value)));
export const formatDateTime = (value: string) => (DAY.test(value) ? formatDate(value) : momentFormat.format(new Date(value)));
