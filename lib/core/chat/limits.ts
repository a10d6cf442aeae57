/** The limits of "Ask the report" (docs/API.md, "Ask the report"). */

/** A question, in characters. */
export const MESSAGE_MAX = 2_000;
/** Questions and answers in one report's thread. */
export const THREAD_MAX = 100;
/**
 * What the model is given of the thread: the latest messages up to this many characters (and CONTEXT_MESSAGES
 * messages); older ones are left out and the model is told how many. The report and evidence always go in whole.
 */
export const CONTEXT_CHARS = 12_000;
export const CONTEXT_MESSAGES = 20;
/** The longest an answer may be, in tokens. */
export const ANSWER_MAX_TOKENS = 1_200;
/**
 * The most of an answer's text that is streamed and stored, and the most of any string of a message that a page or an
 * export draws, in characters: 1,200 tokens of English are about 5,000, so only a model (or a server) that ignores its
 * token cap reaches it.
 */
export const ANSWER_MAX_CHARS = 8_000;
/** The POST body: one question, well under this. */
export const CHAT_BODY_BYTES = 16 * 1024;
