// Grey placeholders that hold the place of what is loading, with its size (globals.css, "Skeletons"),
// so that nothing moves when the content arrives. Hidden from assistive technology.
export type SkeletonShape =
  | "title"
  | "meta"
  | "heading"
  | "block"
  | "button"
  | "button-wide"
  | "section"
  | "card-title"
  | "card-line"
  | "price"
  | "price-line"
  | "card-body"
  | "card-action";

export function Skeleton({ shape }: { shape: SkeletonShape }) {
  return <div aria-hidden="true" className={`skeleton sk-${shape}`} />;
}
