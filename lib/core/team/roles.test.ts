import { describe, expect, it } from "vitest";
import { ideaActions, may, memberRoles, refusalFor, roleActions } from "./roles";

describe("who may do what on an idea (issue 49)", () => {
  it.each([
    ["owner", ["manage_members", "transfer", "delete", "run_reports", "see_personal_data"], ["leave"]],
    [
      "editor",
      ["run_reports", "record_results", "publish_pages", "ask", "see_personal_data", "leave"],
      ["delete", "manage_members", "transfer"],
    ],
    ["viewer", ["read", "export", "leave"], ["ask", "record_results", "see_personal_data", "run_reports"]],
  ] as const)("%s", (role, allowed, refused) => {
    for (const action of allowed) expect(may(role, action), action).toBe(true);
    for (const action of refused) expect(may(role, action), action).toBe(false);
  });

  it("names every action in every role's table, or refuses it with a message", () => {
    for (const role of memberRoles) {
      for (const action of ideaActions) {
        if (!roleActions[role].includes(action)) expect(refusalFor(role, action)).toMatch(/\.$/);
      }
    }
    expect(refusalFor("viewer", "record_results")).toBe(
      "You can read and export this idea, not change it: ask its owner to make you an editor.",
    );
    expect(refusalFor("owner", "leave")).toContain("transfer it to an editor first");
  });
});
