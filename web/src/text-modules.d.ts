/** Puzzle files bundled as text by the web build (esbuild's text loader). */
declare module '*.txt' {
  const text: string;
  export default text;
}
declare module '*.yaml' {
  const text: string;
  export default text;
}
declare module '*.fpuzzles.json' {
  const text: string;
  export default text;
}
