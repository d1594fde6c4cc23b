// How far a list's `total` counts (decision 054): exactly up to this many matching rows; beyond it the list answers
// the cap with `totalCapped: true`. Counting further would read every matching row of a big book on every page.
import "server-only";
export const LIST_TOTAL_CAP = 1000;
