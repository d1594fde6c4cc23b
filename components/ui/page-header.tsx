// A page's title, with an optional way back above it, actions beside it and facts under it. The actions
// are one group at the end of the title row: each a flex item of its own, one would sit in the middle of
// the row and move whenever the title's width changed.
import type { ReactNode } from "react";

export function PageHeader({
  title,
  titleId,
  back,
  actions,
  meta,
}: {
  title: ReactNode;
  titleId?: string;
  back?: ReactNode;
  actions?: ReactNode;
  meta?: ReactNode;
}) {
  return (
    <header className="page-header">
      {back ? <p className="page-back">{back}</p> : null}
      <div className="page-title-row">
        <h1 id={titleId}>{title}</h1>
        {actions ? <div className="row page-actions">{actions}</div> : null}
      </div>
      {meta ? <p className="page-meta muted">{meta}</p> : null}
    </header>
  );
}
