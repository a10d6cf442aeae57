/** The landing's sections the header links to, on wide screens in the bar and on phones in the menu. */
export const sectionLinks = [
  { href: "/#features", label: "Features" },
  { href: "/#pricing", label: "Pricing" },
  { href: "/#faq", label: "FAQ" },
] as const;
