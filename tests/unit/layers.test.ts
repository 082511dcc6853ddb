import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles, importGraph, importsOf } from '../support/import-graph';
import { LAYER_RULES, layerViolations } from '../support/layer-rules';

/**
 * The layers of docs/ARCHITECTURE.md, enforced over the real import graph (static, dynamic and type imports, and the
 * JSON content files they name), each rule through any chain of imports: rules speak no language and run anywhere,
 * the browser never loads server code or content files, the server never ships browser code, and no two modules
 * load each other before they run.
 */
const root = new URL('../..', import.meta.url).pathname;
const graph = importGraph(root, ['src', 'netlify', 'scripts']);
const files = [...graph.loads.keys()];

describe('the layers', () => {
  it('reads the whole project, JSON content included', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(importsOf(graph, 'netlify/functions/admissions-submit.mts')).toContain('src/api/admissions.ts');
    expect(importsOf(graph, 'src/content/site.ts')).toContain('content/site.json');
  });

  it.each(LAYER_RULES.map((rule) => [rule.name, rule] as const))('%s', (_name, rule) => {
    expect(layerViolations(graph, [rule])).toEqual([]);
  });

  it('no import cycle among the modules loaded before they run', () => {
    expect(importCycles(graph)).toEqual([]);
  });
});

/**
 * The checks themselves, on a small tree written to a temporary folder and read by the same parser: each planted
 * violation must be found, so neither the parser nor a rule can pass by reading nothing.
 */
describe('the checks themselves', () => {
  const planted = mkdtempSync(join(tmpdir(), 'layers-'));
  afterAll(() => rmSync(planted, { recursive: true, force: true }));
  const write = (files: Record<string, string>) => {
    const tree = mkdtempSync(join(planted, 'tree-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(tree, path)), { recursive: true });
      writeFileSync(join(tree, path), text);
    }
    return layerViolations(importGraph(tree, ['src', 'netlify']));
  };
  const clean = {
    'src/domain/money.ts': "import { z } from 'zod';\nexport const rupees = z.number();\n",
    'src/i18n/words.ts': "import { rupees } from '../domain/money';\nexport const words = rupees;\n",
    'netlify/lib/log.ts': 'export const log = () => {};\n',
    'content/site.json': '{}',
  };

  it('find nothing in a tree that keeps the rules', () => {
    expect(write(clean)).toEqual([]);
  });

  it.each([
    [
      'src/domain -> netlify/lib',
      { 'src/domain/rule.ts': "import { log } from '../../netlify/lib/log';\nexport const x = log;\n" },
      'src/domain/rule.ts -> netlify/lib/log.ts',
    ],
    [
      'a store -> content/*.json',
      {
        'src/stores/session.ts':
          "import site from '../../content/site.json' with { type: 'json' };\nexport const name = site;\n",
      },
      'src/stores/session.ts -> content/site.json',
    ],
    [
      'src/domain -> src/api/client, which reaches the words (two hops, over a multi-line import)',
      {
        'src/domain/rule.ts': "import {\n  call,\n} from '../api/client';\nexport const x = call;\n",
        'src/api/client.ts': "import { words } from '../i18n/words';\nexport const call = words;\n",
      },
      'src/domain/rule.ts -> src/api/client.ts',
    ],
    [
      'an island -> a content file through src/content, loaded on demand',
      {
        'src/islands/Card.tsx': "export const load = () => import('../content/site');\n",
        'src/content/site.ts': "export * from '../../content/site.json';\n",
      },
      'src/islands/Card.tsx -> src/content/site.ts -> content/site.json',
    ],
    [
      'the server -> a store for its types only',
      {
        'netlify/lib/answer.ts': "import type { Session } from '../../src/stores/session';\nexport type A = Session;\n",
        'src/stores/session.ts': 'export type Session = string;\n',
      },
      'netlify/lib/answer.ts -> src/stores/session.ts',
    ],
    [
      'src/ -> netlify/ through a bare import',
      { 'src/browser/menu.ts': "import '../../netlify/lib/log';\n" },
      'src/browser/menu.ts -> netlify/lib/log.ts',
    ],
  ])('find %s', (_name, files, way) => {
    const found = write({ ...clean, ...files });
    expect(
      found.some((violation) => violation.includes(way)),
      found.join('\n'),
    ).toBe(true);
  });

  it('find a cycle among modules loaded before they run, not one closed by import()', () => {
    const tree = mkdtempSync(join(planted, 'cycle-'));
    const files = {
      'src/a.ts': "import { b } from './b';\nexport const a = b;\n",
      'src/b.ts': "import { a } from './a';\nexport const b = a;\n",
      'src/c.ts': "export const c = () => import('./d');\n",
      'src/d.ts': "import { c } from './c';\nexport const d = c;\n",
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(tree, path)), { recursive: true });
      writeFileSync(join(tree, path), text);
    }
    expect(importCycles(importGraph(tree, ['src']))).toEqual([['src/a.ts', 'src/b.ts']]);
  });
});
