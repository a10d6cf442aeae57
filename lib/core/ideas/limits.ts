/** The longest title an idea (or a variant of one) may have: browser-safe, without the API's schemas. */
export const IDEA_TITLE_MAX = 120;
