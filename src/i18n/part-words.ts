import { pageLocale } from './page-locale';
import { loadWords, type Namespace } from './words';

/** The module of a part that loads on first use, naming the namespaces it shows. */
interface ShowsWords {
  readonly namespaces: readonly Namespace<string, unknown>[];
}

/**
 * For a part that loads on first use (src/loading/on-demand.ts): its module, once the texts of the namespaces it shows
 * are in too, in the page's language. So fetching the part (on intent, when the page is idle) fetches its texts, and
 * its first render has them: `onDemand(() => importAgain(() => import('./Part')).then(withPageWords))`.
 */
export async function withPageWords<M extends ShowsWords>(module: M): Promise<M> {
  await loadWords(pageLocale(), module.namespaces);
  return module;
}
