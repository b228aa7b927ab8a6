import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";

const SECRET = "a-secret-that-is-long-enough-0123456789";

describe("APP_URL", () => {
  it("is this server's own address when unset, on the port it serves", () => {
    expect(parseEnv({ AUTH_SECRET: SECRET }).APP_URL).toBe("http://localhost:3000");
    expect(parseEnv({ AUTH_SECRET: SECRET, PORT: "3100" }).APP_URL).toBe("http://localhost:3100");
    expect(parseEnv({ AUTH_SECRET: SECRET, PORT: "3100", APP_URL: " " }).APP_URL).toBe("http://localhost:3100");
  });

  it("is the address given, whatever the port", () => {
    expect(parseEnv({ AUTH_SECRET: SECRET, PORT: "3100", APP_URL: "https://anaesprep.pk" }).APP_URL).toBe("https://anaesprep.pk");
    expect(() => parseEnv({ AUTH_SECRET: SECRET, APP_URL: "not a url" })).toThrow(/APP_URL/);
  });
});
