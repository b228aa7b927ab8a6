import { describe, expect, it } from "vitest";
import { chooseEncoding } from "@/lib/api/compress-json";

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding("GZIP")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*, br;q=0")).toBe("gzip");
  });

  it("answers identity when nothing usable is asked for", () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding("")).toBeNull();
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding("deflate")).toBeNull();
    expect(chooseEncoding("gzip;q=0")).toBeNull();
    expect(chooseEncoding("*;q=0")).toBeNull();
  });
});
