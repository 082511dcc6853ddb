import { type ComponentProps, type ComponentType, Suspense, use, useEffect, useRef, useState } from 'react';
import type { OnDemand } from '../../browser/on-demand';

/** Start loading when the section is this close to the viewport (one screen ahead). */
const AHEAD = '100% 0px';
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

type Part<P extends object> = OnDemand<{ default: ComponentType<P> }>;

type Props<P extends object> = ComponentProps<'section'> & {
  /** The section's content below its children; the server has it loaded before it renders. */
  part: Part<P>;
  partProps: P;
};

/**
 * A section of an island that is off screen at first (below the fold on a phone): its part's code loads as the section
 * nears the viewport, on intent in it (pointer over, focus, touch) or on a click in it, not with the island. Until then
 * React keeps the part's server-rendered HTML (the Suspense boundary stays dehydrated), so nothing moves. React drops
 * a click on HTML it has not hydrated yet: such a click is held (its default action too) and replayed once the part
 * has hydrated.
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
  const heldClick = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
      rootMargin: AHEAD,
    });
    observer.observe(element);
    for (const type of INTENT_EVENTS) element.addEventListener(type, start, { passive: true });
    // Capture on the document: it runs before React's listener on the island, which stops a click it cannot deliver.
    const holdClick = (event: MouseEvent) => {
      if (part.loaded() || !(event.target instanceof HTMLElement) || !element.contains(event.target)) return;
      event.preventDefault();
      heldClick.current = event.target;
      start();
    };
    document.addEventListener('click', holdClick, true);
    return () => {
      observer.disconnect();
      for (const type of INTENT_EVENTS) element.removeEventListener(type, start);
      document.removeEventListener('click', holdClick, true);
    };
  }, [start, part]);

  const onHydrated = () => {
    heldClick.current?.click();
    heldClick.current = null;
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
