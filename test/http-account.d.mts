export const API_PASSWORD: string;

export function freePort(): Promise<number>;

export function signUpThroughApi(
  base: string,
  options?: { headers?: Record<string, string>; trial?: boolean; name?: string },
): Promise<{ email: string; cookie: string }>;
