// Money as the portal shows it: the API's decimal dollars in US format, "-" when there is none.
const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export const formatMoney = (n: number | null | undefined) => (n === null || n === undefined ? "-" : money.format(n));
