/** The servers the journeys use; `npm test` picks free ports and passes them in the environment. */
export const ports = {
  app: Number(process.env.E2E_PORT ?? 3210),
  google: Number(process.env.E2E_GOOGLE_PORT ?? 3211),
  oauth: Number(process.env.E2E_OAUTH_PORT ?? 3212),
};
