#!/usr/bin/env node
/**
 * `npm run bench:pages`: builds the site (timed), serves it with scripts/lib/local-server.mjs, then for every route of
 * both editions (English, and Hindi under /hi) prints its script as the size budgets count it (from the build), the
 * gzipped bytes of the HTML, CSS and JS the page loads and the bytes of its font files (as Chromium requests them) and, over three Lighthouse runs in its default mobile emulation, the median of each score
 * (performance, accessibility, best practices, SEO) and of LCP, TBT and CLS. The full results (every run) go to
 * bench/results/pages.json. The server and Chromium are stopped at the end, also on failure or Ctrl+C.
 *
 * Options: --port <n> (8898), --static-port <n> and --chrome-port <n> (else free ports), --skip-build,
 * --no-lighthouse, --routes /,/about (a subset), --runs <n> Lighthouse runs per route (3), --timeout <s> per run (120).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startLocalServer, waitUntilAnswering } from '../scripts/lib/local-server.mjs';
import { root, runCommand } from '../scripts/lib/run-command.mjs';
import { chromiumArgs, chromiumPath } from '../tests/support/e2e/chromium.ts';
import { routes as englishRoutes, hindiRoutes } from '../tests/support/e2e/routes.ts';
import { builtPages, readChunkGraph } from '../tests/support/first-load.ts';
import { BUDGETS, pageJsBytes } from '../tests/support/size-budgets.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Lighthouse audits reported beside the scores: [column, audit id]. */
const METRICS = [
  ['LCP s', 'largest-contentful-paint'],
  ['TBT ms', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
];
/** Targets: the size budgets `npm test` enforces (a page with islands loads the React client), Lighthouse minimums. */
const TARGETS = { performance: 98, other: 100, buildSeconds: 30 };

/**
 * Each route's script as the size budgets count it, from the build (what the page loads with every island
 * hydrated, inline scripts included), and its budget: the figure `npm test` holds, unlike the bytes Chromium fetches
 * while it watches, which include code loaded on first use or once the page is idle.
 */
function budgetedScripts() {
  const graph = readChunkGraph();
  return new Map(
    builtPages().map((page) => [
      page.route,
      { bytes: pageJsBytes(page, graph), budget: page.islands.length ? BUDGETS.islandPageJs : BUDGETS.staticJs },
    ]),
  );
}

// netlify serve bundles every function before it answers: past two minutes on a busy machine.
const SERVER_START_TIMEOUT_MS = 300_000;

function parseArgs(argv) {
  const options = {
    port: 8898,
    staticPort: undefined,
    chromePort: undefined,
    build: true,
    lighthouse: true,
    routes: [...englishRoutes, ...hindiRoutes],
    timeoutSeconds: 120,
    runs: 3,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--port') options.port = Number(value());
    else if (flag === '--static-port') options.staticPort = Number(value());
    else if (flag === '--chrome-port') options.chromePort = Number(value());
    else if (flag === '--skip-build') options.build = false;
    else if (flag === '--no-lighthouse') options.lighthouse = false;
    else if (flag === '--routes') options.routes = value().split(',');
    else if (flag === '--timeout') options.timeoutSeconds = Number(value());
    else if (flag === '--runs') options.runs = Math.max(1, Number(value()));
    else throw new Error(`unknown option ${argv[i]}`);
  }
  return options;
}

async function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Gzipped bytes of the document, stylesheets and scripts Chromium loads for a page, and the bytes of its font files. */
async function pageWeight(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = [];
  const collect = (response) => {
    const type = response.request().resourceType();
    if (type === 'document' || (['stylesheet', 'script'].includes(type) && response.ok())) {
      bodies.push(response.body().then((body) => ({ type, url: response.url(), gzip: gzipSync(body).length })));
    } else if (type === 'font' && response.ok()) {
      // WOFF2 is compressed already: its bytes are what goes over the wire.
      bodies.push(response.body().then((body) => ({ type, url: response.url(), gzip: body.length })));
    }
  };
  page.on('response', collect);
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  // Islands hydrate once the page is idle (client:idle): their code counts too, so wait for it.
  await page.waitForFunction(() => document.querySelector('astro-island[client="idle"][ssr]') === null);
  await page.waitForLoadState('networkidle');
  // What the page fetches once it has settled (a session check's answer, say) is not its weight, and a body read
  // after the context has closed would fail the run.
  page.off('response', collect);
  const resources = await Promise.all(bodies);
  const islands = await page.locator('astro-island').count();
  await context.close();
  const sum = (type) => resources.filter((r) => r.type === type).reduce((total, r) => total + r.gzip, 0);
  return {
    status: response?.status() ?? 0,
    html: sum('document'),
    css: sum('stylesheet'),
    js: sum('script'),
    fonts: sum('font'),
    fontFiles: resources.filter((r) => r.type === 'font').map((r) => new URL(r.url).pathname),
    scripts: resources.filter((r) => r.type === 'script').map((r) => new URL(r.url).pathname),
    islands,
  };
}

async function lighthouseScores(url, port, timeoutMs) {
  let lastError = null;
  // One retry: under load Chromium sometimes records no trace (NO_NAVSTART).
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      const result = await withTimeout(
        lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }),
        timeoutMs,
        `Lighthouse on ${url}`,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code}`);
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => {
          const score = lhr.categories[id]?.score;
          return [id, score == null ? null : Math.round(score * 100)];
        }),
      );
      const metrics = Object.fromEntries(METRICS.map(([, id]) => [id, lhr.audits[id]?.numericValue ?? null]));
      const failing = CATEGORIES.flatMap((id) =>
        (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
          .map((ref) => ref.id),
      );
      return { scores, metrics, failing };
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The middle value (the mean of the two middle ones for an even count); null when there is none. */
function median(values) {
  const sorted = values.filter((value) => value != null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median scores and metrics of a route's runs, and the audits that failed in any run. */
function summariseRuns(runs) {
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))])),
    metrics: Object.fromEntries(METRICS.map(([, id]) => [id, median(runs.map((run) => run.metrics[id]))])),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
  };
}

const formatMetric = {
  'largest-contentful-paint': (ms) => (ms / 1000).toFixed(2),
  'total-blocking-time': (ms) => String(Math.round(ms)),
  'cumulative-layout-shift': (value) => value.toFixed(3),
};

function printTable(rows, buildSeconds) {
  const header = [
    'route',
    'status',
    'HTML KB',
    'CSS KB',
    'JS KB',
    'JS loaded',
    'font KB',
    'perf',
    'a11y',
    'best',
    'seo',
    ...METRICS.map(([c]) => c),
  ];
  const lines = rows.map((row) => [
    row.route,
    String(row.status),
    kb(row.html),
    kb(row.css),
    row.budgetedJs ? `${kb(row.budgetedJs.bytes)}${row.budgetedJs.bytes > row.budgetedJs.budget ? '*' : ''}` : '-',
    kb(row.js),
    kb(row.fonts),
    ...CATEGORIES.map((id) => {
      const score = row.scores?.[id];
      if (score == null) return '-';
      const target = id === 'performance' ? TARGETS.performance : TARGETS.other;
      return `${score}${score < target ? '*' : ''}`;
    }),
    ...METRICS.map(([, id]) => {
      const value = row.metrics?.[id];
      return value == null ? '-' : formatMetric[id](value);
    }),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const line of lines) console.log(format(line));
  console.log(
    `\nSizes are gzip (zlib default level): JS KB as the size budgets count it (the build's chunks with every island hydrated, inline scripts included), the rest what Chromium loads while it watches (fonts: the WOFF2 files as sent; JS loaded also counts code loaded on first use or once the page is idle); Lighthouse ${CATEGORIES.join(', ')} and LCP, TBT, CLS in mobile emulation, the median of up to ${Math.max(0, ...rows.map((row) => row.runs?.length ?? 0))} runs (fewer where a run failed).`,
  );
  console.log(
    `* misses a target: JS <= ${kb(BUDGETS.staticJs)} KB gzip on a static page, ${kb(BUDGETS.islandPageJs)} KB with islands; performance >= ${TARGETS.performance}; others ${TARGETS.other}.`,
  );
  if (buildSeconds !== null) {
    console.log(`astro build (npm run build): ${buildSeconds.toFixed(1)} s (target < ${TARGETS.buildSeconds} s)`);
  }
  for (const row of rows.filter((r) => r.error || r.failing?.length)) {
    console.log(`${row.route}: ${row.error ?? `failing audits: ${row.failing.join(', ')}`}`);
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const baseURL = `http://127.0.0.1:${options.port}`;
  let server = null;
  let chrome = null;
  let browser = null;

  const cleanup = async () => {
    await browser?.close().catch(() => {});
    browser = null;
    if (chrome) {
      chrome.kill();
      chrome = null;
    }
    await server?.stop();
    server = null;
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => cleanup().finally(() => process.exit(130)));
  }

  try {
    let buildSeconds = null;
    if (options.build) {
      const start = performance.now();
      await runCommand('npm', ['run', 'build']);
      buildSeconds = (performance.now() - start) / 1000;
    }

    server = await startLocalServer({
      port: options.port,
      staticPort: options.staticPort,
      build: false,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitUntilAnswering(server, { timeoutMs: SERVER_START_TIMEOUT_MS });

    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const rows = [];
    const budgeted = budgetedScripts();
    for (const route of options.routes) {
      process.stderr.write(`bench: ${route}\n`);
      const row = { route, budgetedJs: budgeted.get(route), ...(await pageWeight(browser, `${baseURL}${route}`)) };
      rows.push(row);
    }
    await browser.close();
    browser = null;

    if (options.lighthouse) {
      chrome = await chromeLauncher.launch({
        chromePath: chromiumPath,
        chromeFlags: chromiumArgs,
        port: options.chromePort,
        handleSIGINT: false,
      });
      for (const row of rows) {
        if (row.status !== 200) {
          row.error = `HTTP ${row.status}: no Lighthouse run`;
          continue;
        }
        try {
          row.runs = [];
          for (let run = 1; run <= options.runs; run++) {
            process.stderr.write(`bench: Lighthouse ${row.route} (run ${run} of ${options.runs})\n`);
            row.runs.push(await lighthouseScores(`${baseURL}${row.route}`, chrome.port, options.timeoutSeconds * 1000));
          }
          Object.assign(row, summariseRuns(row.runs));
        } catch (error) {
          row.error = error.message;
        }
      }
    }

    mkdirSync(`${root}bench/results`, { recursive: true });
    writeFileSync(
      `${root}bench/results/pages.json`,
      `${JSON.stringify({ date: new Date().toISOString(), buildSeconds, rows }, null, 2)}\n`,
    );
    printTable(rows, buildSeconds);
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(`bench: ${error.stack ?? error.message}`);
  process.exit(1);
});
