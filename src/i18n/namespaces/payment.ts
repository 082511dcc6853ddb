import type { Messages } from '../messages/en';
import { type Namespace, namespace } from '../words';

/** The payment schedule on /payment-schedule: the calendar, the verified banner and the verify dialog. Loaded on demand in the page's language only (../words.ts). */
export const paymentWords: Namespace<'payment', Messages['payment']> = namespace(
  'payment',
  () => import('../messages/en/payment'),
  () => import('../messages/hi/payment'),
);
