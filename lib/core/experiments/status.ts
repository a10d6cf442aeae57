/**
 * An experiment's status: planned or running until a recorded result makes it passed or failed (decided by code,
 * ./pass-line.ts), or abandoned by the founder. The database, the API and the verdict all take their list from here.
 */
export const experimentStatuses = ["planned", "running", "passed", "failed", "abandoned"] as const;
export type ExperimentStatus = (typeof experimentStatuses)[number];

/** Still to be run: what reminders look at. */
export const openStatuses = ["planned", "running"] as const satisfies readonly ExperimentStatus[];

/** The statuses a founder sets by hand; passed and failed come only from a result. */
export const settableStatuses = ["planned", "running", "abandoned"] as const satisfies readonly ExperimentStatus[];
export type SettableStatus = (typeof settableStatuses)[number];
