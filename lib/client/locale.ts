/** The founder's locale as the browser states it: how the number fields read "2,4" (lib/core/numbers.ts). */
export const typingLocale = (): string | undefined =>
  typeof navigator === "undefined" ? undefined : navigator.language || undefined;
