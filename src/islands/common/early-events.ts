/**
 * The parts of a page that hydrate late, and how they tell the page's early-input keeper (src/browser/early-input.ts)
 * that they have. Islands hydrate after the first paint (`client:idle`, `client:visible`) and the deferred sections
 * inside them later still (./DeferredSection.tsx); the keeper holds what the visitor does in such a part before then
 * and replays it once the part is ready. An island takes part by rendering <InputReady /> (./InputReady.tsx); a
 * deferred section by its attributes below. The names are the keeper's, declared again here so the keeper's script
 * imports nothing (see there; tests/unit/early-input.test.ts checks they agree).
 */

/** Marks a part that hydrates late: a deferred section, and the marker an island renders. */
export const LATE_PART_ATTRIBUTE = 'data-late-part';
/** Set on a late part's marker once it has hydrated: input in it is no longer held. */
export const READY_ATTRIBUTE = 'data-ready';
/** Dispatched (bubbling) from a late part's marker once it has hydrated: its held input is replayed. */
export const READY_EVENT = 'late-part-ready';
/** Dispatched on a late part when input in it is held: its code is wanted now. */
export const WANTED_EVENT = 'late-part-wanted';

/** The attributes of a deferred section, in the server's HTML and the client's alike. */
export const deferredSectionAttributes = { [LATE_PART_ATTRIBUTE]: '' };

/** Tells the keeper that the late part `marker` stands for has hydrated. */
export function markReady(marker: Element): void {
  marker.setAttribute(READY_ATTRIBUTE, '');
  marker.dispatchEvent(new Event(READY_EVENT, { bubbles: true }));
}
