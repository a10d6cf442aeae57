import "server-only";
export { log, logTo, requestLog, resetLog, SECRET_KEYS } from "./logger";
export { currentRequestContext, noteRequestUser, runWithRequestContext, type RequestContext } from "./request-context";
export { errorFacts, type ErrorFacts } from "./error-facts";
