/** A catalogue message with plain `{0}`, `{1}` arguments filled in without the compiler, for code
 * that builds Azerbaijani messages from the raw catalogue (the shared schemas, read in the browser). */
export const fill = (message: string, ...args: (string | number)[]): string =>
  message.replace(/\{(\d+)\}/g, (whole, i: string) =>
    args[Number(i)] === undefined ? whole : String(args[Number(i)]),
  );
