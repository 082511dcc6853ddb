#!/usr/bin/env node
/**
 * After `astro build`, two corrections to what the Netlify adapter writes under .netlify/v1/:
 *
 * 1. The adapter always emits an SSR function on `/*` (an adapter makes Astro's build output "server"), although
 *    every page here is prerendered. It would only render the 404 page, which Netlify serves from 404.html anyway,
 *    and under `netlify serve` it competes with our API functions for their paths. Remove it.
 *    Upstream: no issue in withastro/astro or withastro/adapters reports this for an all-prerendered site; the
 *    nearest are withastro/adapters#133 (the adapter sends every path without a static file to the SSR function)
 *    and withastro/astro#13176 (an all-prerendered site on Netlify still routes through that function).
 * 2. Each page's CSP header (staticHeaders) is written for its route, e.g. `/about`. Netlify matches that, but
 *    `netlify serve` (our `npm start`) matches header rules against the file it serves, `/about.html`: add that rule.
 *    Upstream: no netlify/cli issue reports this; netlify/cli#1277 (closed) was the same kind of mismatch for `/`
 *    in `netlify dev`. The local server applies a rule for `/about` only when the request path is the file path.
 * 3. Each page's rule also gets `Cross-Origin-Opener-Policy: same-origin`. It is not in netlify.toml's rule for `/*`
 *    because that would match the editor at /cms too, which needs `same-origin-allow-popups` (netlify.toml).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const v1 = new URL('../.netlify/v1/', import.meta.url);

rmSync(new URL('functions/ssr', v1), { recursive: true, force: true });

const configFile = new URL('config.json', v1);
const config = JSON.parse(readFileSync(configFile, 'utf8'));
// A page's rule is the one that carries its Content-Security-Policy.
const rules = (config.headers ?? []).map((rule) =>
  rule.values['Content-Security-Policy']
    ? { ...rule, values: { ...rule.values, 'Cross-Origin-Opener-Policy': 'same-origin' } }
    : rule,
);
const existing = new Set(rules.map((rule) => rule.for));
const aliases = rules
  .filter((rule) => rule.for.startsWith('/') && !rule.for.includes('*'))
  .map((rule) => ({ ...rule, for: rule.for === '/' ? '/index.html' : `${rule.for}.html` }))
  .filter((rule) => !existing.has(rule.for));
config.headers = [...rules, ...aliases];
writeFileSync(configFile, JSON.stringify(config));

console.log(
  `finish-build: SSR function removed; page header rules given COOP and also written for ${aliases.length} .html files`,
);
