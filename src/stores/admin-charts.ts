import type { InvestorPayoutsAnswer } from '../api/admin-investors';
import type { AdmissionStatsAnswer } from '../api/admissions';
import type { ApiResult } from '../api/api-result';
import { lazyApi } from '../api/lazy-api';

/** The back office's charts: the admissions figures (admissions, owner) and the payouts (investor relations, owner). */

const admissionsApi = lazyApi(() => import('../api/admissions'));
const investorsApi = lazyApi(() => import('../api/admin-investors'));

export function loadAdmissionStats(): Promise<ApiResult<AdmissionStatsAnswer, unknown>> {
  return admissionsApi.call(({ callJson }, { admissionStats }) => callJson(admissionStats, {}));
}

export function loadPayouts(): Promise<ApiResult<InvestorPayoutsAnswer, unknown>> {
  return investorsApi.call(({ callJson }, { investorPayouts }) => callJson(investorPayouts, {}));
}
