/** One spreadsheet row with text in it: its number as the spreadsheet shows it (1 = the first row) and its cells as text. */
export type SheetRow = { row: number; cells: string[] };
