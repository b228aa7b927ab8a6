import { nextTurn } from "@/lib/event-loop";

/** Rows handled between two turns of the event loop, so a 20,000-row statement never holds it for long. */
export const ROWS_PER_TURN = 250;
/** Characters of rows read between two turns, however long the rows (a row's cells are read up to a bound). */
export const CHARS_PER_TURN = 32_000;
export { nextTurn };

/**
 * A pacer for a pass over rows: call it before each row with what the row will cost (the characters
 * read); it takes a turn of the event loop after ROWS_PER_TURN rows or CHARS_PER_TURN characters.
 */
export function pacer(): (chars: number) => Promise<void> | undefined {
  let [rows, chars] = [0, 0];
  return (cost) => {
    [rows, chars] = [rows + 1, chars + cost];
    if (rows < ROWS_PER_TURN && chars < CHARS_PER_TURN) return undefined;
    [rows, chars] = [0, 0];
    return nextTurn();
  };
}
