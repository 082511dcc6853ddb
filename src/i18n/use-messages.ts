import { createContext, use, useContext } from 'react';
import type { Locale } from './locale';
import { loadMessages } from './messages';
import { en, type Messages } from './messages/en';

/**
 * An island's texts. The island's root calls `useMessages(lang)` and provides the result through `MessagesContext`;
 * its parts read it with `useT()`. A Hindi page's first render waits for the Hindi chunk (React `use`), on the
 * server and while hydrating, so no English flashes and the hydrated text matches the server's.
 */

export const MessagesContext = createContext<Messages>(en);

export function useMessages(lang: Locale = 'en'): Messages {
  // Always through `use`: a loaded catalogue's promise is marked settled, so React reads it without suspending.
  return use(loadMessages(lang));
}

export function useT(): Messages {
  return useContext(MessagesContext);
}
