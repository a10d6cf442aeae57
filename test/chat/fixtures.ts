/** The cafe idea and its evidence that the conversation's suites and journeys ask about. */
export const CAFE_IDEA =
  "BeanCount: a stock and ordering app for independent cafes that predicts milk and bean orders from last week's sales.";
export const CAFE_EVIDENCE = [
  "We run out of oat milk every Saturday and lose sales because of it.",
  "I order milk by text at 6am and always get the quantities wrong.",
].join("\n");
