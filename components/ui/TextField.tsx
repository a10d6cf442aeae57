"use client";

import { useId, useState, type InputHTMLAttributes, type Ref } from "react";

/** The look of every text input and textarea. */
export const fieldClass =
  "block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3.5 text-base text-ink-950 placeholder:text-ink-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none aria-[invalid=true]:border-red-500";

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "className"> & {
  label: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, hint, ...input }: FieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      <input id={id} aria-describedby={hint ? `${id}-hint` : undefined} className={`${fieldClass} mt-1.5`} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A password input with a Show/Hide toggle; `error`: why the server refused this password, shown at the field. */
export function PasswordField({ label, hint, error, ...input }: Omit<FieldProps, "type"> & { error?: string | null }) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          id={id}
          type={visible ? "text" : "password"}
          aria-describedby={described || undefined}
          aria-invalid={error ? true : undefined}
          className={`${fieldClass} pr-20`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={id}
          aria-label={visible ? "Hide password" : "Show password"}
          className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {visible ? "Hide" : "Show"}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-600">
          {hint}
        </p>
      )}
    </div>
  );
}
