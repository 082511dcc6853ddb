import {
  type ComponentProps,
  type ComponentType,
  Suspense,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { OnDemand } from '../../loading/on-demand';
import { deferredSectionAttributes, markReady, WANTED_EVENT } from './early-events';
import { fulfilled } from './read-part';

/** Start loading when the section is this close to the viewport (one screen ahead). */
const AHEAD = '100% 0px';
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

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
 * React keeps the part's server-rendered HTML (the Suspense boundary stays dehydrated), so nothing moves. Input
 * that comes before the part has hydrated is held by the page's early-input keeper and replayed once it has
 * (./early-events.ts).
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

  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
      rootMargin: AHEAD,
    });
    observer.observe(element);
    for (const type of [...INTENT_EVENTS, WANTED_EVENT]) element.addEventListener(type, start, { passive: true });
    return () => {
      observer.disconnect();
      for (const type of [...INTENT_EVENTS, WANTED_EVENT]) element.removeEventListener(type, start);
    };
  }, [start]);

  // Stable, like `ready`: new props would reach the dehydrated boundary.
  const onHydrated = useCallback(() => {
    if (area.current) markReady(area.current);
  }, []);

  return (
    <section ref={area} {...section} {...deferredSectionAttributes}>
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
  // `use` on every render, also once the part is in (see ./read-part.ts).
  use(part.loaded() ? fulfilled(undefined) : ready);
  const Component = part.loaded()?.default;
  useEffect(onHydrated, [onHydrated]);
  return Component ? <Component {...partProps} /> : null;
}
