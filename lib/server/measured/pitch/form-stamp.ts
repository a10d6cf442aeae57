import "server-only";
import type { FormRules } from "../admit";
import { formStamps } from "../form-stamp";

const stamps = formStamps("pitch", "pitch-stamp");

/** The stamp of a pitch page's sign-up form, shown now (lib/server/measured/form-stamp.ts). */
export const formStamp = stamps.sign;
/** When this pitch page's form was shown and the stamp's nonce, or null when it is not this page's, or is stale. */
export const readFormStamp = stamps.read;

/** How a pitch page's sign-up form is admitted (lib/server/measured/admit.ts). */
export const pitchFormRules: FormRules = { stamps, addressKey: "pitch-signup" };
