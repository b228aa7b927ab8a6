/** Resolves after a turn of the event loop: other requests' callbacks and I/O run before the caller goes on. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Items (a statement's rows, an import's questions) handled between two turns of a pacer. */
export const ITEMS_PER_TURN = 250;
/** Characters read between two turns of a pacer, however long the items. */
export const CHARS_PER_TURN = 32_000;

/**
 * A pacer for a pass over items: call it before each item with what the item will cost (the
 * characters read); it takes a turn of the event loop after ITEMS_PER_TURN items or CHARS_PER_TURN
 * characters, so a 20,000-row statement or a 900,000-character import never holds it for long.
 */
export function pacer(): (chars: number) => Promise<void> | undefined {
  let [items, chars] = [0, 0];
  return (cost) => {
    [items, chars] = [items + 1, chars + cost];
    if (items < ITEMS_PER_TURN && chars < CHARS_PER_TURN) return undefined;
    [items, chars] = [0, 0];
    return nextTurn();
  };
}

/** Input handed to a parser in slices this big: parsing one takes well under a millisecond. */
const SLICE = 16 * 1024;

/**
 * Bytes or text in slices with a turn of the event loop after each. A stream parser given a whole
 * file (or a synchronous source) parses it in one go and holds the event loop for as long as that
 * takes; given these slices it lets every other request run between two of them.
 */
export async function* inTurns<T extends Buffer | string>(input: T): AsyncGenerator<T> {
  for (let at = 0; at < input.length;) {
    let end = Math.min(at + SLICE, input.length);
    if (typeof input === "string") {
      // Never between the two halves of a character outside the BMP (an emoji): a parser that encodes each slice would mangle it.
      if (end < input.length && isHighSurrogate(input.charCodeAt(end - 1))) end++;
      yield input.slice(at, end) as T;
    } else {
      yield input.subarray(at, end) as T;
    }
    at = end;
    await nextTurn();
  }
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
