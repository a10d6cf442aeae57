"use client";

import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from "react";

const LENGTH = 6;

/**
 * Six single-digit boxes: digits only, typing moves on, Backspace on an empty box moves back, arrow keys move, and
 * pasting a whole code fills every box. `onComplete` fires when all six hold a digit.
 */
export function CodeInput({
  digits,
  onChange,
  onComplete,
  disabled,
  invalid,
  focusKey = 0,
}: {
  digits: string[];
  onChange: (digits: string[]) => void;
  onComplete: (code: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  /** The first box takes the focus when the page opens and again each time this changes (after a wrong code). */
  focusKey?: number;
}) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(LENGTH - 1, index))]?.focus();

  useEffect(() => {
    if (!disabled) boxes.current[0]?.focus();
  }, [focusKey, disabled]);

  function update(next: string[]) {
    onChange(next);
    if (next.every((digit) => /^\d$/.test(digit))) onComplete(next.join(""));
  }

  function type(index: number, value: string) {
    const digit = value.replace(/\D/g, "").slice(-1);
    const next = [...digits];
    next[index] = digit;
    update(next);
    if (digit) focus(index + 1);
  }

  function key(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Backspace" && !digits[index]) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      focus(index + 1);
    }
  }

  function paste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData("text").replace(/\D/g, "").slice(0, LENGTH);
    if (pasted.length < 2) return;
    event.preventDefault();
    const next = Array.from({ length: LENGTH }, (_, i) => pasted[i] ?? "");
    update(next);
    focus(pasted.length);
  }

  return (
    <div
      role="group"
      aria-label="Verification code"
      className={`flex justify-between gap-2 ${invalid ? "animate-shake" : ""}`}
    >
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          onChange={(event) => type(index, event.target.value)}
          onKeyDown={(event) => key(index, event)}
          onPaste={paste}
          onFocus={(event) => event.target.select()}
          disabled={disabled}
          inputMode="numeric"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          maxLength={1}
          pattern="[0-9]"
          aria-label={`Digit ${index + 1} of ${LENGTH}`}
          aria-invalid={invalid || undefined}
          className="h-12 w-full max-w-14 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white text-center text-2xl font-bold text-ink-950 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none aria-[invalid=true]:border-red-500 sm:h-14"
        />
      ))}
    </div>
  );
}

export const emptyCode = () => Array.from({ length: LENGTH }, () => "");
