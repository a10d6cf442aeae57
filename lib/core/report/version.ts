/**
 * The version of the report shapes written by this code; older reports lack the newer fields (version 1: evidence
 * and checks; version 2: next steps' factor and pass line; version 3: the validation's market size).
 */
export const REPORT_SCHEMA_VERSION = 4;
