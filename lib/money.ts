/** Money is integer paisa in the database and rupees (a number, up to 2 decimals) in the API. */
export const toPaisa = (rupees: number) => Math.round(rupees * 100);
export const fromPaisa = (paisa: number) => paisa / 100;
