import { type ImportGraph, importsOf } from './import-graph';

/**
 * The import rules of docs/ARCHITECTURE.md as data: files matching `from` may not reach, through any chain of
 * imports (loaded, on demand or for types), a file matching `mayNotReach`.
 */
export interface LayerRule {
  name: string;
  from: RegExp;
  mayNotReach: RegExp;
}

export const LAYER_RULES: readonly LayerRule[] = [
  {
    name: 'a rule in src/domain imports only src/domain (no words, browser code, API client, content or server)',
    from: /^src\/domain\//,
    mayNotReach: /^(?!src\/domain\/)/,
  },
  { name: 'nothing in src/ reaches netlify/', from: /^src\//, mayNotReach: /^netlify\// },
  {
    name: 'no island, store or domain module reaches a content/ file (pages pass content as props)',
    from: /^src\/(islands|stores|domain)\//,
    mayNotReach: /^content\//,
  },
  {
    name: 'the server reaches no browser code, not even through the words',
    from: /^netlify\//,
    mayNotReach: /^src\/(browser|islands|stores)\//,
  },
];

/** Each crossing as "rule: a -> b -> c", the shortest way found from a file of the rule's layer. */
export function layerViolations(graph: ImportGraph, rules: readonly LayerRule[] = LAYER_RULES): string[] {
  const files = [...graph.loads.keys()];
  return rules.flatMap((rule) => {
    const start = files.filter((file) => rule.from.test(file));
    const ways = new Map(start.map((file) => [file, [file]]));
    const queue = [...start];
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      for (const next of importsOf(graph, file)) {
        if (ways.has(next)) continue;
        ways.set(next, [...(ways.get(file) ?? []), next]);
        queue.push(next);
      }
    }
    return [...ways]
      .filter(([file]) => rule.mayNotReach.test(file))
      .map(([, way]) => `${rule.name}: ${way.join(' -> ')}`);
  });
}
