import { describe, expect, it } from "vitest";
import { normaliseEmail, trialClaimKeys } from "./trial-claims";

describe("normaliseEmail", () => {
  it.each([
    ["Ada@Example.com", "ada@example.com"],
    ["  ada+billing@example.com ", "ada@example.com"],
    ["ada+a+b@example.com", "ada@example.com"],
    ["a.da@example.com", "a.da@example.com"],
    ["A.Da+x@gmail.com", "ada@gmail.com"],
    ["a.d.a@googlemail.com", "ada@gmail.com"],
    ["+only@example.com", "+only@example.com"],
    ['odd"@"local@example.com', 'odd"@"local@example.com'],
  ])("%j → %j", (input, expected) => {
    expect(normaliseEmail(input)).toBe(expected);
  });
});

describe("trialClaimKeys", () => {
  it("keys an address and a customer id apart, and spellings of one address together", () => {
    const [email] = trialClaimKeys({ email: "A.da+x@googlemail.com" });
    expect(trialClaimKeys({ email: "ada@gmail.com" })).toEqual([email]);
    const [customer] = trialClaimKeys({ stripeCustomerId: "ada@gmail.com" });
    expect(customer).not.toBe(email);
    expect(trialClaimKeys({})).toEqual([]);
  });
});
