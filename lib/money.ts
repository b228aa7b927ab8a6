/** Money is integer paisa in the database and rupees (a number, up to 2 decimals) in the API. */
export const toPaisa = (rupees: number) => Math.round(rupees * 100);
export const fromPaisa = (paisa: number) => paisa / 100;

/** Adds rupee amounts in whole paisa, as the server does (no 0.1 + 0.2 drift). */
export const sumPrices = (rupees: number[]) => fromPaisa(rupees.reduce((sum, price) => sum + toPaisa(price), 0));
