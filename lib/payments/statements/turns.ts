/** Rows handled between two turns of the event loop, so a 20,000-row statement never holds it for long. */
export const ROWS_PER_TURN = 250;
export { nextTurn } from "@/lib/event-loop";
