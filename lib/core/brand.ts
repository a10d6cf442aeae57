/**
 * The brand colours for places CSS variables cannot reach (e-mails, the PDF export, the Open Graph image, the browser
 * theme colour, the logo's SVG). They match the tokens in app/globals.css.
 */
export const brand = {
  petrol: "#0e6f7e",
  petrolDark: "#0b5a67",
  petrolTint: "#eef7f8",
  flare: "#f2b544",
  ink: "#1c1917",
  inkSoft: "#57534e",
  paper: "#faf8f4",
} as const;
