import { describe, expect, it } from "vitest";
import { knownFor, readKnownDevice, rememberDevice } from "./devices";

describe("the known-device cookie", () => {
  it("reads back what it wrote, and refuses any other spelling of its signature or a changed body", () => {
    const value = rememberDevice(null, "ada@example.com");
    const device = readKnownDevice(value);
    expect(knownFor(device, "ada@example.com")).toBe(true);
    const [body, signature] = value.split(".") as [string, string];
    // 43 base64url characters carry 258 bits for a 256-bit HMAC: the last character has spellings that decode alike.
    const others = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"]
      .filter((last) => last !== signature.at(-1))
      .map((last) => `${body}.${signature.slice(0, -1)}${last}`);
    expect(others.filter((other) => readKnownDevice(other) !== null)).toEqual([]);
    expect(readKnownDevice(`${body}A.${signature}`)).toBeNull();
  });
});
