// Buttons. primary: the page's main action; danger: a confirming click that cannot be undone. Links that
// look like buttons are ButtonLink (./button-link.tsx), a module of their own: Button is on every page (the
// error pages too), and next/link would otherwise come with it into every chunk that holds a Button.
import type { ButtonHTMLAttributes } from "react";

export type ButtonVariant = "default" | "primary" | "danger";
export const buttonClass = (variant: ButtonVariant, className?: string) =>
  ["btn", variant === "default" ? "" : `btn-${variant}`, className ?? ""].filter(Boolean).join(" ");

export function Button({ variant = "default", className, type = "button", ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
