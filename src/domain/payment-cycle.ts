/**
 * An investor's payment cycle, as the account stores it: a code `monthly-13` / `quarterly-13` (the day of the month,
 * 1 to 28 so that every month has it). No zod here: the payment schedule's calendar reads cycles on its first load.
 */
export const PAYMENT_FREQUENCIES = ['monthly', 'quarterly'] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

export const LAST_CYCLE_DAY = 28;

export interface PaymentCycle {
  frequency: PaymentFrequency;
  day: number;
}

export const CYCLE_CODE = /^(monthly|quarterly)-([1-9]|1\d|2[0-8])$/;

/** The cycle of a code, or null for anything that is not one. */
export function parseCycleCode(code: string): PaymentCycle | null {
  const match = CYCLE_CODE.exec(code);
  if (!match?.[1] || !match[2]) return null;
  return { frequency: match[1] as PaymentFrequency, day: Number(match[2]) };
}

export const cycleCode = ({ frequency, day }: PaymentCycle) => `${frequency}-${day}`;

/** Each plan's cycle when an account names none: premium monthly on the 13th, basic quarterly on the 13th. */
const PLAN_CYCLES = {
  Premium: { frequency: 'monthly', day: 13 },
  Basic: { frequency: 'quarterly', day: 13 },
} as const satisfies Record<string, PaymentCycle>;

/** The cycle an investor is paid on: the account's own, else the plan's. */
export function investorCycle(investor: { accountType: keyof typeof PLAN_CYCLES; paymentCycle?: string | undefined }) {
  return (investor.paymentCycle && parseCycleCode(investor.paymentCycle)) || PLAN_CYCLES[investor.accountType];
}
