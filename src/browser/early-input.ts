/**
 * The protocol between this page script and the islands, declared on both sides (the islands' side in
 * src/islands/common/early-events.ts; tests/unit/early-input.test.ts checks they agree). A module the islands import
 * would become a chunk of its own, and this script would import it; with no imports Astro inlines this script into the
 * page, where it runs as the page is read, before any island code and without a request.
 */
/** Marks a part that hydrates late: a deferred section, and the marker an island renders. */
export const LATE_PART_ATTRIBUTE = 'data-late-part';
/** Set on a late part's marker once it has hydrated: input in it is no longer held. */
export const READY_ATTRIBUTE = 'data-ready';
/** Dispatched (bubbling) from a late part's marker once it has hydrated: its held input is replayed. */
export const READY_EVENT = 'late-part-ready';
/** Dispatched on a late part when input in it is held: its code is wanted now. */
export const WANTED_EVENT = 'late-part-wanted';

/**
 * Keeps what a visitor does in a part of the page that has not hydrated yet (an island, which hydrates after the first
 * paint, or a deferred section of one: src/islands/common/early-events.ts) and replays it once the part is ready, so
 * a tap, a choice, a key or typing in the seconds before hydration is not lost. React would drop them: it does not
 * listen before its island's code is in, nor on HTML it has not hydrated. Runs with the page, before any island code.
 *
 * - A click on a button is kept from its default action, so nothing changes unseen, and clicked again once ready. A
 *   link is left alone: it works without script; so is a label, whose click reaches its control as a click of its own.
 * - Checking a checkbox or a radio (a click, a tap, Space, an arrow key) shows where the visitor sees it, like typing;
 *   once ready the control is set back to where it was and clicked again, so React sees the same change.
 * - Typing stays in the field, where the visitor sees it; once ready the field's last value is given to React as one
 *   input event. A choice in a list box likewise, as a change event.
 * - Enter in a text area (not Shift+Enter, not while an IME composes: the chat sends with it) is kept from adding a
 *   line and pressed again once ready. Enter in a one-line field submits its form by clicking its submit button,
 *   which is a click like the others; Space and Enter on a button are clicks too. No control with keys of its own (a
 *   tab list, a menu) is usable before its island has hydrated.
 *
 * Input is held by the outermost part that is not ready: replayed into an island whose deferred section still waits,
 * it is held again by the section, which that asks to load (WANTED_EVENT).
 */

type Field = HTMLInputElement | HTMLTextAreaElement;

const NOT_TEXT = /^(button|checkbox|color|file|hidden|image|radio|range|reset|submit)$/;

const held = new Map<Element, (() => void)[]>();
/** A field's value as last typed before its part was ready. */
const typed = new WeakMap<Field, string>();

const isTextField = (element: EventTarget | null): element is Field =>
  element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && !NOT_TEXT.test(element.type));

const isCheckable = (element: EventTarget | null): element is HTMLInputElement =>
  element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');

/** A control that takes a click itself: a click on a label's other content is passed on to its control. */
const CONTROL = 'button,input,select,textarea';

/** The outermost part around `target` that is not ready yet, if any. */
function waitingPart(target: EventTarget | null): Element | undefined {
  let waiting: Element | undefined;
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement) {
    const marker = node.localName === 'astro-island' ? node.querySelector(`template[${LATE_PART_ATTRIBUTE}]`) : node;
    if (marker?.hasAttribute(LATE_PART_ATTRIBUTE) && !marker.hasAttribute(READY_ATTRIBUTE)) waiting = node;
  }
  return waiting;
}

/** Holds `replay` for the part around the event's target that is not ready, if any; says whether it did. */
function hold(event: Event, replay: () => void): boolean {
  const part = waitingPart(event.target);
  if (part) {
    event.stopImmediatePropagation();
    held.set(part, [...(held.get(part) ?? []), replay]);
    part.dispatchEvent(new Event(WANTED_EVENT));
  }
  return part !== undefined;
}

/**
 * Gives React a field's typed value: set through React's own record of the field's value first (a different one),
 * then through the element's setter, so the input event reads as a change.
 */
function replayTyping(field: Field): void {
  const value = typed.get(field) ?? field.value;
  typed.delete(field);
  field.value = value ? '' : ' ';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const listeners: Record<string, (event: never) => void> = {
  click(event: MouseEvent) {
    const { target } = event;
    if (isCheckable(target)) {
      // The click has already set the control (a radio is always checked by one); it is replayed from the state before.
      const checked = target.checked;
      hold(event, () => {
        target.checked = !checked;
        target.click();
      });
      return;
    }
    if (!(target instanceof HTMLElement) || target.closest('a[href],select') || isTextField(target)) return;
    if (target.closest('label') && !target.closest(CONTROL)) return;
    if (hold(event, () => target.click())) event.preventDefault();
  },
  change(event: Event) {
    const { target } = event;
    if (!(target instanceof HTMLSelectElement)) return;
    const { value } = target;
    hold(event, () => {
      target.value = value;
      target.dispatchEvent(new Event('change', { bubbles: true }));
    });
  },
  input(event: Event) {
    const { target } = event;
    if (!isTextField(target)) return;
    if (typed.has(target) || hold(event, () => replayTyping(target))) typed.set(target, target.value);
  },
  keydown(event: KeyboardEvent) {
    const { target, key } = event;
    if (key !== 'Enter' || event.shiftKey || event.isComposing || !(target instanceof HTMLTextAreaElement)) return;
    const replay = () => target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    if (hold(event, replay)) event.preventDefault();
  },
  /** Replays what the part held, one event at a time, each once the last one's update has rendered. */
  [READY_EVENT]({ target }: Event) {
    const part = target instanceof HTMLTemplateElement ? target.closest('astro-island') : (target as Element);
    const replays = (part && held.get(part)) || [];
    if (part) held.delete(part);
    const next = () => {
      replays.shift()?.();
      if (replays.length > 0) setTimeout(next);
    };
    // After the island's own effects, which run after its marker's.
    setTimeout(next);
  },
};

export function keepEarlyInput(): void {
  for (const [type, listener] of Object.entries(listeners)) document.addEventListener(type, listener as never, true);
}
