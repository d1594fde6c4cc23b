// A card with a heading that names it: a landmark region (section + aria-labelledby) for a part of a page.
import { useId, type ReactNode } from "react";

interface PanelProps {
  /** The visible heading; it is also the region's accessible name. */
  title?: ReactNode;
  /** Without a visible title: the region's accessible name. */
  label?: string;
  /** h2 by default; sm is the smaller heading of a summary box. */
  level?: 2 | 3;
  size?: "md" | "sm";
  as?: "section" | "nav" | "div";
  /** Children spaced as a stack (default), or laid out by the caller. */
  stack?: boolean;
  className?: string;
  id?: string;
  children: ReactNode;
}

export function Panel({ title, label, level = 2, size = "md", as: Tag = "section", stack = true, className, id, children }: PanelProps) {
  const generated = useId();
  const headingId = id ?? `${generated}-title`;
  const Heading = level === 2 ? "h2" : "h3";
  const classes = ["card", stack ? "stack" : "", className ?? ""].filter(Boolean).join(" ");
  return (
    <Tag className={classes} {...(title ? { "aria-labelledby": headingId } : label ? { "aria-label": label } : {})}>
      {title ? (
        <Heading id={headingId} className={size === "sm" ? "panel-title panel-title-sm" : "panel-title"}>
          {title}
        </Heading>
      ) : null}
      {children}
    </Tag>
  );
}

/** A heading inside a card's body (Endorsements, Documents, ...). */
export function SubHeading({ id, level = 4, children }: { id?: string; level?: 3 | 4; children: ReactNode }) {
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <Heading id={id} className="subheading">
      {children}
    </Heading>
  );
}
