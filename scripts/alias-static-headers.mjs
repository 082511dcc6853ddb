#!/usr/bin/env node
/**
 * After `astro build`: the Netlify adapter writes each page's CSP header (staticHeaders) for its route, e.g. `/about`.
 * Netlify matches that path, but `netlify serve` (our `npm start`) matches header rules against the file it serves,
 * `/about.html`, so the pages would go out without their CSP locally. Add the file path as a second rule.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../.netlify/v1/config.json', import.meta.url);
const config = JSON.parse(readFileSync(file, 'utf8'));
const rules = config.headers ?? [];
const existing = new Set(rules.map((rule) => rule.for));
const aliases = rules
  .filter((rule) => rule.for.startsWith('/') && !rule.for.includes('*'))
  .map((rule) => ({ ...rule, for: rule.for === '/' ? '/index.html' : `${rule.for}.html` }))
  .filter((rule) => !existing.has(rule.for));
config.headers = [...rules, ...aliases];
writeFileSync(file, JSON.stringify(config));
console.log(`alias-static-headers: ${aliases.length} page header rules also written for their .html files`);
