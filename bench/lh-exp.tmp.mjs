import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '/work/main/tests/support/e2e/chromium.ts';
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
for (const route of process.argv.slice(2)) {
  const r = await lighthouse(`http://127.0.0.1:8751${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r.lhr.audits;
  console.log('\n==', route, 'perf', r.lhr.categories.performance.score, 'FCP', a['first-contentful-paint'].numericValue|0, 'LCP', a['largest-contentful-paint'].numericValue|0, 'TBT', a['total-blocking-time'].numericValue|0, 'CLS', a['cumulative-layout-shift']?.numericValue, r.lhr.runtimeError?.code, 'SI', a['speed-index'].numericValue|0);
  const el = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node; console.log('LCP el:', el?.snippet?.slice(0,120), el?.selector);
  const bd = a['largest-contentful-paint-element']?.details?.items?.[1]?.items; console.log('breakdown:', JSON.stringify(bd));
  console.log('render-blocking:', JSON.stringify(a['render-blocking-resources']?.details?.items?.map(i=>[i.url.slice(-50), i.wastedMs|0])));
  console.log('shifts:', JSON.stringify(a['layout-shifts']?.details?.items?.map(i=>[i.score?.toFixed?.(3), i.node?.selector, i.node?.snippet?.slice(0,80), JSON.stringify(i.subItems?.items?.map(x=>x.cause?.slice?.(0,40)??x.extra?.value))]))) ;
  const reqs = a['network-requests'].details.items.map(i=>[i.url.replace('http://127.0.0.1:8751',''). slice(0,70), i.resourceType, i.transferSize, i.priority, (i.networkRequestTime|0), (i.networkEndTime|0)]);
  for (const q of reqs) console.log('  ', q.join(' '));
}
await chrome.kill();
