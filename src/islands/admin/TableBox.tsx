import type { ReactNode } from 'react';
import tables from './DataTable.module.css';

/**
 * A table's own scrolling box, so a wide table scrolls inside it and the page never sideways: a labelled region with
 * a tab stop, or keyboard users could not scroll it (WCAG 2.1.1).
 */
export default function TableBox({
  label,
  labelledBy,
  children,
}: {
  label?: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs a tab stop (above)
    <section className={tables.wrap} aria-label={label} aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </section>
  );
}
