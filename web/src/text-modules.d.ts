/** Puzzle files bundled as text by the web build (esbuild's text loader). */
declare module '*.txt' {
  const text: string;
  export default text;
}
