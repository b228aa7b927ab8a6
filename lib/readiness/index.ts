/**
 * The readiness model's numeric core (docs/rules.md, "Readiness"): pure TypeScript, no server
 * imports, so the calibration worker thread, the benches and the browser can use it.
 */
export { AT_MY_LEVEL, BAND_LEVEL, ON_SCALE_ANSWERS, READINESS_ANSWERS, REFERENCE_PAPER_QUESTIONS } from "./constants";
export { chanceOfRight } from "./logistic";
export { calibrateRasch, type AnswerColumns, type Calibration, type CalibrationOptions } from "./calibrate";
export { ABILITY_PRIOR, eapAbility, type AbilityEstimate, type AbilityPrior, type AnswerOnScale, type AnswersOnScale } from "./ability";
export { expectedPercent, position, readinessBand, testCurve, type Position, type ReadinessBand, type TestCurve } from "./band";
