/** A module's own chunk's address (scripts/lib/chunk-url.mjs). */
declare module '*?chunk-url' {
  const url: string;
  export default url;
}
