// A link that looks like a button (components/ui/button.tsx), navigating in the app's router.
import Link from "next/link";
import type { ComponentProps } from "react";
import { buttonClass, type ButtonVariant } from "./button";

export function ButtonLink({ variant = "default", className, ...props }: ComponentProps<typeof Link> & { variant?: ButtonVariant }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}
