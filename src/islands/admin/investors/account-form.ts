import type { AdminInvestor } from '../../../api/admin-investors';
import type { ApiFailure } from '../../../api/api-result';
import type { StaleDetails } from '../../../stores/admin-investors';

/**
 * Shows a write's outcome on the investor's page: the new state and `done` when it was saved, the server's message
 * (and the investor as it is now, when another officer saved first) otherwise; true when it was saved.
 */
export type Settle = (
  result: { ok: true; value: { investor: AdminInvestor; version: string } } | ApiFailure<StaleDetails>,
  done: string,
) => Promise<boolean>;

export interface AccountFormProps {
  code: string;
  version: string;
  settle: Settle;
}
