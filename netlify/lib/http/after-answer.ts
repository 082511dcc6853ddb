import type { Call } from './handler';

/**
 * The runtime's way to go on working after the answer (Netlify's `context.waitUntil`), or undefined where there is
 * none (`netlify serve`, the tests' bare context): then that work is left to a job.
 */
/**
 * Settles in the event loop's next turn. Work handed to `afterAnswer` that starts after it never delays the answer:
 * the handler finishes the answer in the current turn.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function afterAnswer(call: Pick<Call, 'context'>): ((work: Promise<unknown>) => void) | undefined {
  const { context } = call;
  const waitUntil = (context as Partial<Pick<typeof context, 'waitUntil'>>).waitUntil;
  return typeof waitUntil === 'function' ? (work) => waitUntil.call(context, work) : undefined;
}
