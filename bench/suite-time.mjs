#!/usr/bin/env node
/**
 * `npm run bench:suite-time [-- <report.json>]`: where the browser tests' time goes, from the JSON report Playwright
 * writes under CI (test-results/e2e-report.json, or the file given). Prints the run's wall time, how long it took
 * until the first test began (the local server's start when Playwright starts it; under `npm test` the server has
 * started beside the type check and vitest: scripts/test.ts), the sum of the tests' durations, each spec file's test count
 * and time, and the fifteen slowest tests. It runs nothing itself: run `CI=1 npm run test:e2e` (or
 * `npx playwright test <spec> --reporter=json > report.json`) first, then compare reports before and after a change.
 */
import { readFileSync } from 'node:fs';

const path = process.argv[2] ?? 'test-results/e2e-report.json';
const report = JSON.parse(readFileSync(path, 'utf8'));

/** Every run of every test: its spec file, title, start and duration in ms. */
function results(suite) {
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests.flatMap((test) =>
      test.results.map((result) => ({
        file: spec.file,
        title: spec.title,
        start: Date.parse(result.startTime),
        duration: result.duration,
      })),
    ),
  );
  return [...own, ...(suite.suites ?? []).flatMap(results)];
}

const runs = report.suites.flatMap(results);
const seconds = (ms) => (ms / 1000).toFixed(1);
const sum = (list) => list.reduce((total, run) => total + run.duration, 0);
const started = Date.parse(report.stats.startTime);

console.log(`report: ${path}`);
console.log(
  `wall ${seconds(report.stats.duration)} s; the first test began after ${seconds(Math.min(...runs.map((run) => run.start)) - started)} s`,
);
console.log(
  `tests ${runs.length} (${report.stats.unexpected} failed, ${report.stats.flaky} flaky); their durations add up to ${seconds(sum(runs))} s`,
);

const byFile = Map.groupBy(runs, (run) => run.file);
console.log('\nspec file: tests, seconds');
for (const [file, list] of [...byFile].sort((a, b) => sum(b[1]) - sum(a[1]))) {
  console.log(`${file}: ${list.length}, ${seconds(sum(list))}`);
}
console.log('\nslowest tests: seconds');
for (const run of [...runs].sort((a, b) => b.duration - a.duration).slice(0, 15)) {
  console.log(`${seconds(run.duration)} ${run.file}: ${run.title}`);
}
