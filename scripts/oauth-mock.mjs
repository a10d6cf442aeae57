// A stand-in for Google's OpenID Connect endpoints on loopback, for the Google sign-in journey. The identity it
// vouches for comes from E2E_GOOGLE_EMAIL / E2E_GOOGLE_NAME / E2E_GOOGLE_SUB, or defaults.
import { OAuth2Server } from "oauth2-mock-server";

const port = Number(process.argv[2] ?? 3299);
const server = new OAuth2Server();
await server.issuer.keys.generate("RS256");
server.service.on("beforeTokenSigning", (token) => {
  token.payload.email = process.env.E2E_GOOGLE_EMAIL ?? "grace.google@example.com";
  token.payload.email_verified = true;
  token.payload.name = process.env.E2E_GOOGLE_NAME ?? "Grace Google";
  token.payload.sub = process.env.E2E_GOOGLE_SUB ?? "google-subject-grace";
});
await server.start(port, "127.0.0.1");
server.issuer.url = `http://127.0.0.1:${port}`;
console.log(`OAuth stand-in listening on ${server.issuer.url}`);
