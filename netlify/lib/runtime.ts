/** True under `netlify serve`/`netlify dev` (NETLIFY_LOCAL/NETLIFY_DEV), `astro dev` and the tests; false on Netlify. */
export function isLocalRun(): boolean {
  const env = process.env;
  return (
    env.NETLIFY_LOCAL === 'true' ||
    env.NETLIFY_DEV === 'true' ||
    env.NODE_ENV === 'development' ||
    env.NODE_ENV === 'test'
  );
}
