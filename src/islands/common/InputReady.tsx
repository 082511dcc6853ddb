import { useEffect, useRef } from 'react';
import { LATE_PART_ATTRIBUTE, markReady } from './early-events';

/**
 * Rendered once in every island's root: its marker tells the page's early-input keeper (src/browser/early-input.ts)
 * that input in this island is to be held until it has hydrated, and its effect, which runs once the island's HTML is
 * React's, that it has. A <template> draws nothing and takes no place in a layout.
 */
export default function InputReady() {
  const marker = useRef<HTMLTemplateElement>(null);
  useEffect(() => {
    if (marker.current) markReady(marker.current);
  }, []);
  return <template ref={marker} {...{ [LATE_PART_ATTRIBUTE]: '' }} />;
}
