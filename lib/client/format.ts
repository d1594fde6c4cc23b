// Money as the portal shows it: the API's decimal dollars in US format, "-" when there is none.
const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export const formatMoney = (n: number | null | undefined) => (n === null || n === undefined ? "-" : money.format(n));

const wholeDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** A limit of insurance: whole dollars without cents ("$1,000,000"), other amounts as money. */
export const formatLimit = (n: number) => (Number.isInteger(n) ? wholeDollars.format(n) : money.format(n));
