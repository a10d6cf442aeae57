import { describe, expect, it } from "vitest";
import { IDEA_NAME_MAX, ideaName, nameFromDescription } from "./idea-name";

describe("an idea's short name", () => {
  it.each([
    [
      "A waitlist tool for physiotherapy clinics that fills cancelled slots by texting patients",
      "Waitlist tool for physiotherapy clinics",
    ],
    [
      "KitchenCount: an inventory app for small restaurant kitchens that counts stock from a photo of the shelf.",
      "KitchenCount",
    ],
    ["ShiftSwap — an app for hospital nurses to swap shifts", "ShiftSwap"],
    [
      "A booking app for independent dog groomers, filling last-minute cancellations from a waitlist.",
      "Booking app for independent dog groomers",
    ],
    [
      "An app to help busy parents plan a week of dinners. It makes a shopping list.",
      "App to help busy parents plan a week of dinners",
    ],
    ["meal kits", "Meal kits"],
    [
      "A marketplace that matches dog owners with trusted sitters in their own street.",
      "Marketplace that matches dog owners with trusted sitters",
    ],
  ])("%s → %s", (description, name) => {
    expect(nameFromDescription(description)).toBe(name);
  });

  it("is never the description cut off with an ellipsis, and fits the limit, ending on a whole word", () => {
    const long = `A ${"remarkably ".repeat(5)}simple subscription service for the owners of very old and very fragile houseplants in cold climates`;
    const name = nameFromDescription(long);
    expect(name.length).toBeLessThanOrEqual(IDEA_NAME_MAX);
    expect(name).not.toMatch(/…|\s(for|the|of|and|in)$/);
    expect(long.toLowerCase()).toContain(name.toLowerCase().slice(0, 20));
  });

  it("takes a validation's short title from a real model, but not a title that only restates the description", () => {
    const description = "A waitlist tool for physiotherapy clinics that fills cancelled slots by texting patients";
    expect(ideaName(description, "ClinicFill", true)).toBe("ClinicFill");
    expect(ideaName(description, "ClinicFill", false)).toBe("Waitlist tool for physiotherapy clinics");
    expect(ideaName(description, description, true)).toBe("Waitlist tool for physiotherapy clinics");
    expect(ideaName(description, "x".repeat(IDEA_NAME_MAX + 1), true)).toBe("Waitlist tool for physiotherapy clinics");
  });

  it("falls back to the report's title, then to a placeholder, when the description has no words", () => {
    expect(ideaName("   ", "Pain points: dog groomers", false)).toBe("Pain points: dog groomers");
    expect(ideaName("", "", false)).toBe("Untitled idea");
  });
});
