export function findChromium(): string | null;
export const chromiumMissing: string;
export const chromiumArgs: string[];
