import { type ComponentProps, type ComponentType, Suspense, use, useEffect, useRef, useState } from 'react';
import type { OnDemand } from '../../browser/on-demand';

/** Start loading when the section is this close to the viewport (one screen ahead). */
const AHEAD = '100% 0px';
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;
/** What React drops on HTML it has not hydrated: a click (a button, a radio) and a choice in a list box. */
const HELD_EVENTS = ['click', 'change'] as const;

type Part<P extends object> = OnDemand<{ default: ComponentType<P> }>;

/** The section's attributes (not the HTML `part` attribute: `part` names the part here) and its part. */
type Props<P extends object> = Omit<ComponentProps<'section'>, 'part'> & {
  /** The section's content below its children; the server has it loaded before it renders. */
  part: Part<P>;
  partProps: P;
};

/**
 * A section of an island that is off screen at first (below the fold on a phone): its part's code loads as the section
 * nears the viewport, on intent in it (pointer over, focus, touch) or on a click in it, not with the island. Until then
 * React keeps the part's server-rendered HTML (the Suspense boundary stays dehydrated), so nothing moves. React drops
 * a click or a change on HTML it has not hydrated yet: such an event is held (a click's default action too, so a
 * radio does not change unseen) and replayed once the part has hydrated.
 */
export default function DeferredSection<P extends object>({ part, partProps, children, ...section }: Props<P>) {
  const area = useRef<HTMLElement>(null);
  // `ready` is stable for the life of the section: a dehydrated boundary must not receive new props before it hydrates.
  const [{ start, ready }] = useState(() => {
    let approach = () => {};
    const approached = new Promise<void>((resolve) => {
      approach = resolve;
    });
    return { start: approach, ready: approached.then(() => part.load()) };
  });
  /** Replays of the events that came before the part's code. */
  const held = useRef<(() => void)[]>([]);

  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
      rootMargin: AHEAD,
    });
    observer.observe(element);
    for (const type of INTENT_EVENTS) element.addEventListener(type, start, { passive: true });
    // Capture on the document: it runs before React's listener on the island, which stops an event it cannot deliver.
    const hold = (event: Event) => {
      const { target } = event;
      if (part.loaded() || !(target instanceof HTMLElement) || !element.contains(target)) return;
      if (event.type === 'click') {
        event.preventDefault();
        held.current.push(() => target.click());
      } else held.current.push(() => target.dispatchEvent(new Event('change', { bubbles: true })));
      start();
    };
    for (const type of HELD_EVENTS) document.addEventListener(type, hold, true);
    return () => {
      observer.disconnect();
      for (const type of INTENT_EVENTS) element.removeEventListener(type, start);
      for (const type of HELD_EVENTS) document.removeEventListener(type, hold, true);
    };
  }, [start, part]);

  // One at a time, each once the last one's update has rendered: a click on Start that follows a choice of note must
  // see that note, as it does when the visitor makes them after the part is in.
  const onHydrated = () => {
    const replays = held.current.splice(0);
    const next = () => {
      replays.shift()?.();
      if (replays.length > 0) setTimeout(next);
    };
    next();
  };

  return (
    <section ref={area} {...section}>
      {children}
      <Suspense fallback={null}>
        <LoadedPart part={part} ready={ready} partProps={partProps} onHydrated={onHydrated} />
      </Suspense>
    </section>
  );
}

interface LoadedProps<P extends object> {
  part: Part<P>;
  ready: Promise<unknown>;
  partProps: P;
  onHydrated: () => void;
}

function LoadedPart<P extends object>({ part, ready, partProps, onHydrated }: LoadedProps<P>) {
  if (!part.loaded()) use(ready);
  const Component = part.loaded()?.default;
  useEffect(onHydrated, [onHydrated]);
  return Component ? <Component {...partProps} /> : null;
}
