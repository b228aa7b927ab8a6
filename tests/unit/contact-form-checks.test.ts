import { describe, expect, it } from "vitest";
import { contactFormProblems } from "@/lib/contact/form-checks";
import { contactSchema } from "@/lib/contact/schema";

// docs/rules.md, "Users, messages and reports": the contact form names every invalid field at once.
describe("contactFormProblems", () => {
  it("names every missing field, not only the first", () => {
    expect(contactFormProblems({ name: " ", email: "", message: "" })).toEqual({
      name: "Please enter your name.",
      email: "Please enter your email address.",
      message: "Please write a message.",
    });
  });

  it("says the schema's words, and passes what the schema accepts", () => {
    const bad = { name: "", email: "not-an-email", message: "" };
    const issues = contactSchema.safeParse(bad).error!.issues.map((issue) => [issue.path[0], issue.message]);
    expect(Object.entries(contactFormProblems(bad))).toEqual(issues);
    const good = { name: "Ali", email: "ali@example.com", message: "Hello" };
    expect(contactSchema.safeParse(good).success).toBe(true);
    expect(contactFormProblems(good)).toEqual({});
  });
});
