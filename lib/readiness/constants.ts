/**
 * The readiness model's fixed numbers (docs/rules.md, "Readiness"). Pure: no server imports, so the
 * calibration worker, the benches and the browser can all read them.
 */

/** A question joins the scale (is calibrated) once it has this many first answers. */
export const ON_SCALE_ANSWERS = 30;

/** A learner gets a readiness prediction once they have this many first answers on the scale; below: "needs more". */
export const READINESS_ANSWERS = 50;

/** Questions "at my level": the learner's chance of getting them right lies in this range. */
export const AT_MY_LEVEL = { min: 0.6, max: 0.85 } as const;

/** Questions on the reference paper the prediction speaks of (its binomial noise widens the band). */
export const REFERENCE_PAPER_QUESTIONS = 200;

/** The band's default coverage: the score on a fresh paper falls inside it about 80 % of the time. */
export const BAND_LEVEL = 0.8;

/** "an 80% range": the band named as the screens say it, its article following how the number is read aloud. */
export function bandRangeName(level: number = BAND_LEVEL): string {
  const percent = String(Math.round(level * 100));
  return `${/^(8|11$|18$)/.test(percent) ? "an" : "a"} ${percent}% range`;
}
