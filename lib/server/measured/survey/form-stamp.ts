import "server-only";
import type { FormRules } from "../admit";
import { formStamps } from "../form-stamp";

const stamps = formStamps("survey", "survey-stamp");

/** The stamp of a survey's form, shown now (lib/server/measured/form-stamp.ts). */
export const surveyFormStamp = stamps.sign;

/** How a survey's form is admitted (lib/server/measured/admit.ts). */
export const surveyFormRules: FormRules = { stamps, addressKey: "survey-answer" };
