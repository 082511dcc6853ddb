/**
 * The index is generated at build time (npm run build:chat-index) and not committed: this declaration lets the
 * code type-check before it exists. When it exists, TypeScript reads the real file instead.
 */
declare module '*/generated/chat-index.json' {
  const index: import('./types').ChatIndex;
  export default index;
}
