/** The English model package of tesseract.js ships no types: its index names the model's folder. */
declare module "@tesseract.js-data/eng" {
  const data: { code: string; gzip: boolean; langPath: string };
  export default data;
}
