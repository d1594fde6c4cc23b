// A form control with its label, an optional hint and an error message. The control gets the id the
// label points at, aria-invalid while there is an error, and aria-describedby naming the hint and the
// error, so a screen reader reads both with the control.
import { useId, type ComponentProps, type ReactNode } from "react";

export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FieldProps {
  label: ReactNode;
  /** The control: called with the props that wire it to the label, hint and error. */
  children: (control: ControlProps) => ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** Defaults to a generated id; the hint is `${id}-hint`, the error `${id}-error`. */
  id?: string;
  className?: string;
}

export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

export function Field({ label, children, hint, error, id: given, className }: FieldProps) {
  const generated = useId();
  const id = given ?? generated;
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id}>{label}</label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy(id, Boolean(hint), Boolean(error)) })}
      {hint ? (
        <span id={`${id}-hint`} className="hint">
          {hint}
        </span>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A group of controls under one legend (radio buttons, checkboxes, a set of fields), with a hint under the legend and an error after the controls. */
export function FieldSet({
  legend,
  children,
  hint,
  error,
  id: given,
  disabled,
  className,
}: {
  legend: ReactNode;
  children: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  id?: string;
  disabled?: boolean;
  className?: string;
}) {
  const generated = useId();
  const id = given ?? generated;
  return (
    <fieldset
      className={className ? `fieldset ${className}` : "fieldset"}
      aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
      disabled={disabled}
    >
      <legend>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="hint flush">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** A field's error message, announced when it appears. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="error" role="alert">
      {message}
    </p>
  ) : null;
}

/** A radio button or checkbox with its label to the right. */
export function Choice({ children, className, ...input }: ComponentProps<"input"> & { type: "radio" | "checkbox"; children: ReactNode }) {
  return (
    <label className={className ? `choice ${className}` : "choice"}>
      <input {...input} />
      {children}
    </label>
  );
}
