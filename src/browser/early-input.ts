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
 * - A click (a button, a radio, a checkbox, a label) is kept from its default action, so nothing changes unseen, and
 *   clicked again once ready. A link is left alone: it works without script.
 * - Typing stays in the field, where the visitor sees it; once ready the field's last value is given to React as one
 *   input event. A choice in a list box or of a file likewise, as a change event.
 * - Enter in a field (not Shift+Enter, not while an IME composes) and a widget's keys (Escape, arrows, Home, End on an
 *   element with a role) are replayed as the same key; an Enter nobody handled then submits the field's form, as it
 *   would have. A form submitted meanwhile is submitted again.
 *
 * Input is held by the outermost part that is not ready: replayed into an island whose deferred section still waits,
 * it is held again by the section, which that asks to load (WANTED_EVENT).
 */

type Field = HTMLInputElement | HTMLTextAreaElement;

const NOT_TEXT = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);
const WIDGET_KEYS = new Set(['Escape', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

const held = new Map<Element, (() => void)[]>();
/** A field's value as last typed before its part was ready. */
const typed = new WeakMap<Field, string>();

const isTextField = (element: EventTarget | null): element is Field =>
  element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && !NOT_TEXT.has(element.type));

const isWaiting = (element: Element): boolean =>
  element.hasAttribute(LATE_PART_ATTRIBUTE)
    ? !element.hasAttribute(READY_ATTRIBUTE)
    : element.localName === 'astro-island' &&
      element.querySelector(`template[${LATE_PART_ATTRIBUTE}]:not([${READY_ATTRIBUTE}])`) !== null;

/** The outermost part around `target` that is not ready yet, if any. */
function waitingPart(target: EventTarget | null): Element | undefined {
  let waiting: Element | undefined;
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement) {
    if (isWaiting(node)) waiting = node;
  }
  return waiting;
}

function hold(part: Element, replay: () => void): void {
  held.set(part, [...(held.get(part) ?? []), replay]);
  part.dispatchEvent(new Event(WANTED_EVENT));
}

/** Keeps the event from the page and from React, to be replayed by `replay` once its part is ready. */
function keep(event: Event, replay: () => void): boolean {
  const part = waitingPart(event.target);
  if (!part) return false;
  event.preventDefault();
  event.stopImmediatePropagation();
  hold(part, replay);
  return true;
}

function onClick(event: MouseEvent): void {
  const { target } = event;
  if (!(target instanceof HTMLElement) || target.closest('a[href]')) return;
  if (isTextField(target) || target instanceof HTMLSelectElement) return;
  keep(event, () => target.click());
}

function onChange(event: Event): void {
  const { target } = event;
  const file = target instanceof HTMLInputElement && target.type === 'file';
  if (!(target instanceof HTMLSelectElement) && !file) return;
  const { value } = target;
  const part = waitingPart(target);
  if (!part) return;
  event.stopImmediatePropagation();
  hold(part, () => {
    if (target instanceof HTMLSelectElement) target.value = value;
    target.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/**
 * Gives React a field's typed value: set through React's own record of the field's value first (a different one),
 * then through the element's setter, so the input event reads as a change.
 */
function replayTyping(field: Field): void {
  const value = typed.get(field) ?? field.value;
  typed.delete(field);
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function onInput(event: Event): void {
  const { target } = event;
  if (!isTextField(target) && !(target instanceof HTMLInputElement && target.type === 'range')) return;
  const part = waitingPart(target);
  if (!part) return;
  event.stopImmediatePropagation();
  if (!typed.has(target)) hold(part, () => replayTyping(target));
  typed.set(target, target.value);
}

function onKeyDown(event: KeyboardEvent): void {
  const { target } = event;
  if (!(target instanceof HTMLElement) || event.isComposing) return;
  const enter = event.key === 'Enter' && !event.shiftKey && isTextField(target);
  if (!enter && !(WIDGET_KEYS.has(event.key) && target.hasAttribute('role'))) return;
  const { key, code, altKey, ctrlKey, metaKey, shiftKey } = event;
  keep(event, () => {
    const handled = !target.dispatchEvent(
      new KeyboardEvent('keydown', { key, code, altKey, ctrlKey, metaKey, shiftKey, bubbles: true, cancelable: true }),
    );
    if (enter && !handled && target instanceof HTMLInputElement) target.form?.requestSubmit();
  });
}

function onSubmit(event: SubmitEvent): void {
  const { target: form, submitter } = event;
  if (!(form instanceof HTMLFormElement)) return;
  keep(event, () => form.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : null));
}

/** Replays what the part held, one event at a time, each once the last one's update has rendered. */
function onReady(event: Event): void {
  const marker = event.target;
  if (!(marker instanceof Element)) return;
  const part = marker.localName === 'template' ? marker.closest('astro-island') : marker;
  const replays = (part && held.get(part)) || [];
  if (part) held.delete(part);
  const next = () => {
    replays.shift()?.();
    if (replays.length > 0) setTimeout(next);
  };
  // After the island's own effects, which run after its marker's.
  setTimeout(next);
}

export function keepEarlyInput(): void {
  document.addEventListener('click', onClick, true);
  document.addEventListener('change', onChange, true);
  document.addEventListener('input', onInput, true);
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener(READY_EVENT, onReady, true);
}
