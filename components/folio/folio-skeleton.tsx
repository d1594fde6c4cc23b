// The quote page's shape while it loads: the same heights as the header, summary and cards.
import { Grid } from "@/components/ui/layout";
import { VisuallyHidden } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";

/** The page's shape while the folio loads: the same heights as the header, summary and cards. */
export function FolioSkeleton() {
  return (
    <div className="stack" aria-busy="true">
      <VisuallyHidden as="p" role="status">
        Loading quote…
      </VisuallyHidden>
      <div aria-hidden="true" className="stack">
        <Skeleton shape="title" />
        <Skeleton shape="meta" />
        <div className="card">
          <Skeleton shape="heading" />
          <Skeleton shape="block" />
        </div>
        <div className="row">
          <Skeleton shape="button" />
          <Skeleton shape="button-wide" />
        </div>
        <Skeleton shape="section" />
        <Grid kind="cards">
          {[0, 1, 2].map((i) => (
            <div key={i} className="card stack program-card">
              <Skeleton shape="card-title" />
              <Skeleton shape="card-line" />
              <Skeleton shape="price" />
              <Skeleton shape="card-body" />
              <Skeleton shape="card-action" />
            </div>
          ))}
        </Grid>
      </div>
    </div>
  );
}
