/**
 * Clicks and changes in a deferred section (./DeferredSection.tsx) that come before its part has hydrated. React drops
 * such an event on HTML it has not hydrated, even once the part's code is in, and the island around it may not have
 * hydrated yet either (its first effects have not run). So the listener is on the document from the moment this
 * module runs, with the island's code and before React hydrates it: it catches the event before React, keeps it from
 * React (and a click's default action, so a radio does not change unseen), and the section replays it once its part
 * has hydrated.
 */
const SECTION_ATTRIBUTE = 'data-deferred-section';
/** Dispatched on a section when an event in it was held: its part is wanted now. */
export const WANTED_EVENT = 'deferred-section-wanted';
/** What React drops on HTML it has not hydrated: a click (a button, a radio) and a choice in a list box. */
const HELD_EVENTS = ['click', 'change'] as const;

/** The attribute that marks a deferred section in the server's HTML and the client's alike. */
export const deferredSectionAttributes = { [SECTION_ATTRIBUTE]: '' };

const held = new WeakMap<Element, (() => void)[]>();
const hydrated = new WeakSet<Element>();

function hold(event: Event): void {
  const { target } = event;
  if (!(target instanceof HTMLElement)) return;
  const section = target.closest(`[${SECTION_ATTRIBUTE}]`);
  if (!section || hydrated.has(section)) return;
  event.stopPropagation();
  const replays = held.get(section) ?? [];
  if (event.type === 'click') {
    event.preventDefault();
    replays.push(() => target.click());
  } else replays.push(() => target.dispatchEvent(new Event('change', { bubbles: true })));
  held.set(section, replays);
  section.dispatchEvent(new Event(WANTED_EVENT));
}

if (typeof document !== 'undefined') for (const type of HELD_EVENTS) document.addEventListener(type, hold, true);

export const hasHeldEvents = (section: Element): boolean => (held.get(section)?.length ?? 0) > 0;

/**
 * Marks the section's part hydrated and replays its held events one at a time, each once the last one's update has
 * rendered: a click on Start that follows a choice of note must see that note, as it does once the part is in.
 */
export function replayHeldEvents(section: Element): void {
  hydrated.add(section);
  const replays = held.get(section) ?? [];
  held.delete(section);
  const next = () => {
    replays.shift()?.();
    if (replays.length > 0) setTimeout(next);
  };
  next();
}
