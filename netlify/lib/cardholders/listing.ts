import type { AdminCardHolder } from '../../../src/api/admin-cardholders';
import { type CardSearch, comparableName } from '../../../src/domain/card-holder-search';
import { isDisabledDemoCardHolder } from '../security/demo-mode';
import { adminCardHolder } from './admin';
import { cardHolderStore, findCardHolder } from './records';

/** Card holders in one page of the back office's list. */
export const CARD_HOLDER_PAGE_SIZE = 50;
/** Cards read at once while a name search walks the store. */
const READ_BATCH = 25;

export interface CardHolderPage {
  cardHolders: AdminCardHolder[];
  /** The last mobile number shown, to continue after; null on the last page. */
  nextCursor: string | null;
}

/** Every card's mobile number (the store's keys), in order, after `cursor`. */
async function numbersAfter(cursor: string | undefined): Promise<string[]> {
  const { blobs } = await cardHolderStore().list();
  return blobs
    .map(({ key }) => key)
    .filter((key) => (cursor === undefined || key > cursor) && !isDisabledDemoCardHolder(key))
    .sort();
}

async function read(numbers: string[]): Promise<AdminCardHolder[]> {
  const records = await Promise.all(numbers.map(async (number) => [number, await findCardHolder(number)] as const));
  return records.flatMap(([number, record]) => (record ? [adminCardHolder(number, record)] : []));
}

/**
 * One page of card holders in mobile-number order, after `cursor`: all of them, or those whose number holds the
 * digits searched (the numbers are the store's keys, so only the page's cards are read), or whose name holds the
 * text searched. A name search reads the cards after the cursor in batches until the page is full: about one read
 * per card holder for a rare name. Enough for the thousands of cards the institute sells; an index of names (as the
 * investors have) is the next step past that.
 */
export async function pageOfCardHolders(search: CardSearch | null, cursor?: string): Promise<CardHolderPage> {
  const numbers = await numbersAfter(cursor);
  if (search?.kind !== 'name') {
    const matching = search ? numbers.filter((number) => number.includes(search.digits)) : numbers;
    const page = matching.slice(0, CARD_HOLDER_PAGE_SIZE);
    const more = matching.length > page.length;
    return { cardHolders: await read(page), nextCursor: more ? (page.at(-1) ?? null) : null };
  }
  const found: AdminCardHolder[] = [];
  for (let start = 0; start < numbers.length; start += READ_BATCH) {
    const batch = await read(numbers.slice(start, start + READ_BATCH));
    for (const holder of batch) {
      if (!comparableName(holder.cardHolderName).includes(search.text)) continue;
      if (found.length === CARD_HOLDER_PAGE_SIZE)
        return { cardHolders: found, nextCursor: found.at(-1)?.mobileNumber ?? null };
      found.push(holder);
    }
  }
  return { cardHolders: found, nextCursor: null };
}
