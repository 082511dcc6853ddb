import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { chatPartsWords } from '../../i18n/namespaces/chat-parts';
import type { ChatMessage } from '../../stores/chat-messages';
import { useWords } from '../common/use-messages';
import styles from './MessageList.module.css';

interface Props {
  /** The conversation's scrolling log. */
  log: RefObject<HTMLDivElement | null>;
  messages: readonly ChatMessage[];
  /** A reply is on its way and none of its text has arrived. */
  typing: boolean;
}

/** The namespaces this part shows, loaded with its code (src/i18n/part-words.ts). */
export const namespaces = [chatPartsWords];

/** Within this many pixels of the end counts as "at the bottom". */
const BOTTOM_SLACK_PX = 48;

/**
 * Keeps a conversation's log at its end while the reader is there; otherwise shows "Jump to latest". Loads with the
 * messages' code (MessageList).
 */
export default function FollowLatest({ log, messages, typing }: Props) {
  const words = useWords(chatPartsWords);
  const atBottom = useRef(true);
  const seen = useRef<{ first: string | undefined; last: string | undefined }>({
    first: undefined,
    last: undefined,
  });
  const [behind, setBehind] = useState(false);

  const toBottom = useCallback(() => {
    const list = log.current;
    if (!list) return;
    list.scrollTop = list.scrollHeight;
    atBottom.current = true;
    setBehind(false);
  }, [log]);

  useLayoutEffect(() => {
    const first = messages[0]?.id;
    const last = messages.at(-1);
    // A new conversation, a loaded one, or the reader's own new message: go to the end.
    const jump =
      first !== seen.current.first || (last?.isUser === true && last.id !== seen.current.last) || atBottom.current;
    seen.current = { first, last: last?.id };
    if (jump) toBottom();
    else if (last || typing) setBehind(true);
  }, [messages, typing, toBottom]);

  // Content that grows without a new message (a reply's actions, an image loading, a voice player) keeps the
  // reader at the end only if they were there.
  useEffect(() => {
    const list = log.current;
    const content = list?.firstElementChild;
    if (!list || !content) return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) list.scrollTop = list.scrollHeight;
    });
    observer.observe(content);
    const onScroll = () => {
      atBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight <= BOTTOM_SLACK_PX;
      if (atBottom.current) setBehind(false);
    };
    list.addEventListener('scroll', onScroll);
    return () => {
      observer.disconnect();
      list.removeEventListener('scroll', onScroll);
    };
  }, [log]);

  return (
    behind && (
      <button type="button" className={`button ${styles.jump}`} onClick={toBottom}>
        {words.jumpToLatest}
      </button>
    )
  );
}
