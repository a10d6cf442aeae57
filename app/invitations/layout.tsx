// An invitation's page looks like the auth pages: the logo, one card, the legal links.
export { default } from "@/app/auth/layout";
