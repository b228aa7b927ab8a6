/**
 * Moodle's GIFT format, multiple choice only: `=` a right answer, `~` a wrong one (`~%50%` with a
 * positive weight is right too), `#` after an answer its explanation, `####` the question's
 * explanation, `::title::` before the question its title, and `// [tag:name]` (several per line,
 * as Moodle writes them) and `// [reference:text]` comment lines apply to the next question. Other
 * question types are refused; every error names its line.
 */
export { giftSteps, parseGift, type GiftResult, type ParsedQuestion } from "./gift-parse";
export { writeGift } from "./gift-write";
