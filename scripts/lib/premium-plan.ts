import { z } from 'zod';
import plansJson from '../../content/data/plans.json' with { type: 'json' };
import { planSchema } from '../../src/content/schemas';

/** The premium plan's monthly payments in rupees, read from content/data/plans.json for Node scripts and tests. */
const premium = z
  .array(planSchema.extend({ id: z.string() }))
  .parse(plansJson)
  .find((plan) => plan.id === 'premium')?.monthlyReturn;
if (!premium) throw new Error('content/data/plans.json: the premium plan needs monthlyReturn');

export const PREMIUM_MONTHLY_PROFIT = premium.profit;
export const PREMIUM_MONTHLY_LOSS = premium.loss;
