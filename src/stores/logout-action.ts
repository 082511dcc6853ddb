import type { LogoutContract } from '../api/contract';
import type { LazyApi } from '../api/lazy-api';

/**
 * The logout of every session kind (admin, investor, card holder): the server revokes the session and clears its
 * HttpOnly cookie, then `signedOut` shows the page's signed-out view whatever the call answered (a session the call
 * could not end expires on the server anyway). Clicks while a logout runs join it instead of sending another call.
 */
export function logoutAction<Contracts>(
  api: LazyApi<Contracts>,
  contract: (contracts: Contracts) => LogoutContract,
  signedOut: () => void | Promise<void> = () => {},
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = async () => {
    try {
      await api.call(({ callJson }, contracts) => callJson(contract(contracts), {}));
      await signedOut();
    } finally {
      running = null;
    }
  };
  return () => {
    running ??= run();
    return running;
  };
}
