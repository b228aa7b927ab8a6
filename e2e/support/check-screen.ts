import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";

/** Where screenshots go for a person to look at (test-results/screens unless SHOTS_DIR says otherwise). */
const SHOTS = process.env.SHOTS_DIR ?? "test-results/screens";

/** Axe at a phone's width (390 px) and a desktop's (1366 px), with a screenshot of each; ends at 1366 px. */
export async function checkAtBothWidths(page: Page, name: string, options: { include?: string } = {}) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectNoAxeViolations(page, { label: `${name} at ${width}px`, include: options.include ? [options.include] : undefined });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: !options.include });
  }
}
