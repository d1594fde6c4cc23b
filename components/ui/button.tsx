// Buttons and links that look like buttons. primary: the page's main action; danger: a confirming click
// that cannot be undone.
import Link from "next/link";
import type { ButtonHTMLAttributes, ComponentProps } from "react";

type Variant = "default" | "primary" | "danger";
const classOf = (variant: Variant, className?: string) => ["btn", variant === "default" ? "" : `btn-${variant}`, className ?? ""].filter(Boolean).join(" ");

export function Button({ variant = "default", className, type = "button", ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={classOf(variant, className)} {...props} />;
}

export function ButtonLink({ variant = "default", className, ...props }: ComponentProps<typeof Link> & { variant?: Variant }) {
  return <Link className={classOf(variant, className)} {...props} />;
}
