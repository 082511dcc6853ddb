import { useSyncExternalStore } from 'react';

/** The two tools of /ai-tools; a link to /ai-tools#tts or /ai-tools#clone opens that tab. */
export type ToolTab = 'tts' | 'clone';

export function toolTabFromHash(hash: string): ToolTab | null {
  if (hash === '#clone') return 'clone';
  if (hash === '#tts') return 'tts';
  return null;
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/** The tab the address asks for, following later hash changes (the header's dropdown links on this page). */
export function useToolTabHash(): ToolTab | null {
  return useSyncExternalStore(
    subscribe,
    () => toolTabFromHash(window.location.hash),
    () => null,
  );
}
