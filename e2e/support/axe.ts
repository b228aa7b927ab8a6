import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.2 AA: the levels A and AA of 2.0, 2.1 and 2.2 (2.2 adds no level-A rule axe checks). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export type AxeOptions = {
  /** CSS selectors left out of the scan (e.g. a third-party frame). */
  exclude?: string[];
  /** Only scan inside these selectors. */
  include?: string[];
  /** axe rule ids not to run (say why at the call site). */
  disableRules?: string[];
  /** A name for the failure message (the page URL is used otherwise). */
  label?: string;
  /** Record the failure and carry on (expect.soft), so one run lists every screen's violations. */
  soft?: boolean;
};

/** Resolves once no CSS animation or transition runs and every toast is fully shown (a toast sliding in reads as low contrast), or after 3 s. */
async function animationsSettled(page: Page) {
  await page
    .waitForFunction(
      () =>
        document.getAnimations().every((animation) => animation.playState !== "running") &&
        // A toast fades in from the frame after it mounts, before its transition is listed.
        [...document.querySelectorAll("[data-sonner-toast]")].every(
          (toast) =>
            toast.getAttribute("data-removed") === "true" ||
            (toast.getAttribute("data-mounted") === "true" && getComputedStyle(toast).opacity === "1"),
        ),
      null,
      { timeout: 3_000, polling: "raf" },
    )
    .catch(() => undefined);
}

/**
 * Runs axe on the page once its animations have settled and fails with every violation's id,
 * help and target selectors.
 */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}) {
  await animationsSettled(page);
  // A toast on its way out fades through low contrast for a moment; it is leaving, not content.
  // Legacy mode runs axe in the page itself. The default runs it per frame and then opens a blank
  // page to join the frames' results: a new page and a second copy of axe for every check, a third
  // of the a11y spec's CPU (234 -> 155 s here). Our pages have no frames, so both find the same.
  let builder = new AxeBuilder({ page }).setLegacyMode().withTags(WCAG_TAGS).exclude('[data-sonner-toast][data-removed="true"]');
  expect(page.frames(), "a page with frames needs axe's frame-by-frame mode").toHaveLength(1);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  const report = violations
    .map((violation) => {
      const targets = violation.nodes.map(
        (node) => `    ${node.target.join(" ")}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, "\n      ")}` : ""}`,
      );
      return `- ${violation.id} (${violation.impact ?? "?"}): ${violation.help}\n${targets.join("\n")}`;
    })
    .join("\n");
  const where = options.label ?? page.url();
  if (violations.length) console.log(`axe: ${violations.length} violation(s) on ${where}\n${report}`);
  (options.soft ? expect.soft : expect)(violations, `axe found WCAG 2.2 AA violations on ${where}:\n${report}`).toEqual([]);
}
