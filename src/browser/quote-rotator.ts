import {
  initialState,
  liveMode,
  QUOTE_ROTATION_MS,
  type RotationState,
  shouldAutoRotate,
  stepIndex,
} from '../domain/quote-rotation';

/** Brings a server-rendered QuoteRotator to life: timer, pause rules, previous/next/pause buttons. */
export function initQuoteRotator(root: HTMLElement): void {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-quote]')];
  const live = root.querySelector<HTMLElement>('[data-quote-live]');
  const controls = root.querySelector<HTMLElement>('[data-quote-controls]');
  const previous = root.querySelector<HTMLButtonElement>('[data-quote-prev]');
  const next = root.querySelector<HTMLButtonElement>('[data-quote-next]');
  const toggle = root.querySelector<HTMLButtonElement>('[data-quote-toggle]');
  const counter = root.querySelector<HTMLElement>('[data-quote-counter]');
  if (slides.length < 2 || !live || !controls || !previous || !next || !toggle || !counter) return;

  const count = slides.length;
  const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
  let state: RotationState = { ...initialState(motion.matches), documentHidden: document.hidden };
  let index = Math.max(
    0,
    slides.findIndex((slide) => !slide.hidden),
  );
  let timer: ReturnType<typeof setInterval> | undefined;

  const stopTimer = () => {
    clearInterval(timer);
    timer = undefined;
  };

  const show = (target: number, byVisitor: boolean) => {
    // A change the visitor asked for is announced; the timer's changes are not.
    live.setAttribute('aria-live', byVisitor ? 'polite' : liveMode(state, count));
    slides[index]?.setAttribute('hidden', '');
    index = target;
    slides[index]?.removeAttribute('hidden');
    counter.textContent = `${index + 1} / ${count}`;
  };

  const sync = () => {
    const auto = shouldAutoRotate(state, count);
    live.setAttribute('aria-live', liveMode(state, count));
    toggle.dataset.paused = String(state.userPaused);
    const label = toggle.querySelector<HTMLElement>('[data-quote-toggle-label]');
    if (label) label.textContent = (state.userPaused ? label.dataset.playLabel : label.dataset.pauseLabel) ?? '';
    if (auto && timer === undefined) {
      timer = setInterval(() => show(stepIndex(index, count, 1), false), QUOTE_ROTATION_MS);
    } else if (!auto) {
      stopTimer();
    }
  };

  const update = (change: Partial<RotationState>) => {
    state = { ...state, ...change };
    sync();
  };

  const step = (direction: 1 | -1) => {
    show(stepIndex(index, count, direction), true);
    // Give the chosen quote a full interval before the timer moves on.
    stopTimer();
    sync();
  };

  previous.addEventListener('click', () => step(-1));
  next.addEventListener('click', () => step(1));
  toggle.addEventListener('click', () => update({ userPaused: !state.userPaused }));
  root.addEventListener('mouseenter', () => update({ hovered: true }));
  root.addEventListener('mouseleave', () => update({ hovered: false }));
  root.addEventListener('focusin', () => update({ focusWithin: true }));
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) update({ focusWithin: false });
  });
  document.addEventListener('visibilitychange', () => update({ documentHidden: document.hidden }));
  motion.addEventListener('change', (event) => update({ userPaused: event.matches }));

  controls.hidden = false;
  sync();
}
