/** The text-format parser the metrics tests read /metrics with ships no types. */
declare module 'parse-prometheus-text-format' {
  export default function parse(text: string): unknown[];
}
