/** A form field's text as a call's body takes it: the field's value, or "" when the form has no such text field. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
