import { withPageWords } from '../i18n/part-words';
import { importAgain, onDemand } from '../loading/on-demand';
import { type ApiFailure, unreached } from './api-result';
import type * as Client from './client';

/**
 * The API as the stores reach it: the client (./client.ts), a resource's contracts and with them zod load on the
 * first call, not with the page, so an island hydrates without them; so do the sentences for a failed request, in the
 * page's language, which only an answer can bring up. A store makes one `lazyApi` per contract
 * module, `lazyApi(() => import('../api/investor'))`, and calls through it; import only types from the contract
 * modules and the client elsewhere, or the page loads them again up front.
 */
export interface LazyApi<Contracts> {
  /** The client and the contracts, loaded once; rejects like a failed `fetch` when they cannot be loaded. */
  load(): Promise<{ client: typeof Client; contracts: Contracts }>;
  /** `use` with the client and the contracts; a network failure (status 0), as from the client, when they do not load. */
  call<Result extends { ok: boolean }>(
    use: (client: typeof Client, contracts: Contracts) => Promise<Result>,
  ): Promise<Result | ApiFailure<never>>;
}

export function lazyApi<Contracts>(loadContracts: () => Promise<Contracts>): LazyApi<Contracts> {
  // Offline now need not mean offline at the next call: a failed load is tried again then.
  const { load } = onDemand(() =>
    Promise.all([importAgain(() => import('./client')).then(withPageWords), importAgain(loadContracts)]).then(
      ([client, contracts]) => ({ client, contracts }),
    ),
  );
  return {
    load,
    async call(use) {
      let loaded: { client: typeof Client; contracts: Contracts };
      try {
        loaded = await load();
      } catch {
        return unreached();
      }
      return use(loaded.client, loaded.contracts);
    },
  };
}
