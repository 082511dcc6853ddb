import { LOCALES } from '../../src/domain/locale';
import { loadWords, type Namespace } from '../../src/i18n/words';

/**
 * Every namespace's texts in both languages, loaded before each test file: in a browser an island's root (or the part
 * that shows them) loads them before its stores may word anything (src/islands/common/use-messages.ts), and the
 * stores' tests run without the islands.
 */
const modules = import.meta.glob<Record<string, Namespace<string, unknown>>>('../../src/i18n/namespaces/*.ts', {
  eager: true,
});
const namespaces = Object.values(modules).flatMap((module) => Object.values(module));
await Promise.all(LOCALES.map((locale) => loadWords(locale, namespaces)));
