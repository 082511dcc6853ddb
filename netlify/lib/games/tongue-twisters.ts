/**
 * The tongue twisters of /games on the server: content/data/tongue-twisters.json, validated with the same schema
 * as the content collection the page reads, so the model reading speaks exactly the text the page shows.
 */
import { z } from 'zod';
import entries from '../../../content/data/tongue-twisters.json' with { type: 'json' };
import { tongueTwisterSchema } from '../../../src/content/schemas';

const entrySchema = tongueTwisterSchema.extend({ id: z.string().min(1) });
export type TongueTwister = z.infer<typeof entrySchema>;

const byId = new Map(
  z
    .array(entrySchema)
    .parse(entries)
    .map((entry) => [entry.id, entry]),
);

export function findTongueTwister(id: string): TongueTwister | undefined {
  return byId.get(id);
}

export function allTongueTwisters(): TongueTwister[] {
  return [...byId.values()];
}
