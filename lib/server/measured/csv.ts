import "server-only";

/**
 * One CSV cell (RFC 4180): quoted, its quotes doubled, and a cell a spreadsheet would run as a formula (=, +, -, @, a
 * tab or a carriage return first) made inert with a leading apostrophe. Strangers write what measured pages collect.
 */
export function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${inert.replace(/"/g, '""')}"`;
}
