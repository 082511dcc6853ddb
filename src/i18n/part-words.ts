import { pageLocale } from './page-locale';
import type { Namespace } from './words';

/** The module of a part that loads on first use, naming the namespaces it shows. */
interface ShowsWords {
  readonly namespaces: readonly Namespace<string, unknown>[];
}

/**
 * For a part that loads on first use (src/loading/on-demand.ts): its module, once on a Hindi page the Hindi texts of
 * the namespaces it shows are in too. So fetching the part (on intent, when the page is idle) fetches its texts, and
 * its first render has them: `onDemand(() => importAgain(() => import('./Part')).then(withPageWords))`.
 */
export async function withPageWords<M extends ShowsWords>(module: M): Promise<M> {
  if (pageLocale() !== 'en') await Promise.all(module.namespaces.map((namespace) => namespace.hindi.load()));
  return module;
}
