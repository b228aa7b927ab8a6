import { readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * components/ is cut on one axis, the area (README.md, "Map of the code"): the admin pages' parts
 * live under components/admin/, one folder per page, and no other area keeps an admin folder of
 * its own beside it.
 */
const components = resolve(dirname(fileURLToPath(import.meta.url)), "../../components");

function folders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => [join(dir, entry.name), ...folders(join(dir, entry.name))]);
}

describe("components/ by area", () => {
  it("has one admin folder, components/admin/", () => {
    const admins = folders(components)
      .map((folder) => relative(components, folder))
      .filter((folder) => folder.split("/").includes("admin"));
    expect(admins).toContain("admin");
    expect(admins.filter((folder) => !folder.startsWith("admin"))).toEqual([]);
    expect(admins.filter((folder) => folder.split("/").lastIndexOf("admin") > 0)).toEqual([]);
  });
});
