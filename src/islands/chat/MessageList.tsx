import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { OnDemand } from '../../browser/on-demand';
import { chatWords } from '../../i18n/messages/en/chat';
import { useWords } from '../../i18n/use-messages';
import { $options, send } from '../../stores/chat';
import { $messages, $sending, $streamingId } from '../../stores/chat-messages';
import type { IntentProps } from '../common/on-demand';
import type { ImageViewerOpener } from './MessageBubble';
import styles from './MessageList.module.css';
import { usePartFor } from './use-part-for';

/** Questions the empty chat offers as buttons, in English and Hindi (from content/faq, passed by the page). */
export interface Suggestions {
  en: string[];
  hi: string[];
}

interface Props {
  viewer: ImageViewerOpener;
  suggestions: Suggestions;
  /** The messages' code: nothing shows one in the first state, so it loads with the first message. */
  items: OnDemand<typeof import('./MessageItems')>;
  /** Pointing at or focusing a suggestion starts loading what sending it needs. */
  sendIntent: IntentProps;
}

/** Within this many pixels of the end counts as "at the bottom". */
const BOTTOM_SLACK_PX = 48;

/**
 * The conversation (role="log"). It follows new text only while the reader is at the bottom; otherwise a
 * "Jump to latest" button appears. Its own live announcing is off: the page announces a reply once, when it is done.
 */
export default function MessageList({ viewer, suggestions, items, sendIntent }: Props) {
  const words = useWords(chatWords);
  const messages = useStore($messages);
  const { language } = useStore($options);
  const suggested = language === 'en' ? suggestions.en : suggestions.hi;
  const sending = useStore($sending);
  const streamingId = useStore($streamingId);
  const listRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const seen = useRef<{ first: string | undefined; last: string | undefined }>({
    first: undefined,
    last: undefined,
  });
  const [behind, setBehind] = useState(false);
  const { module: itemsModule, loading: itemsLoading } = usePartFor(items, messages.length);
  const MessageItems = itemsModule?.default;
  const typing = sending && streamingId === null;

  const toBottom = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    list.scrollTop = list.scrollHeight;
    atBottom.current = true;
    setBehind(false);
  }, []);

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
  const empty = messages.length === 0 && !typing;
  useEffect(() => {
    const list = listRef.current;
    const content = list?.firstElementChild;
    if (!list || !content || empty) return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) list.scrollTop = list.scrollHeight;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [empty]);

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    atBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight <= BOTTOM_SLACK_PX;
    if (atBottom.current) setBehind(false);
  };

  return (
    <div className={styles.logWrap}>
      <div
        ref={listRef}
        role="log"
        aria-live="off"
        aria-label={words.conversation}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className={styles.log}
        aria-busy={itemsLoading || undefined}
        onScroll={onScroll}
      >
        {empty ? (
          <div className={styles.empty}>
            <p lang="hi">{words.welcomeHindi}</p>
            <p>{words.welcome}</p>
            <ul
              className={styles.suggestions}
              aria-label={words.suggestedQuestions}
              lang={language === 'en' ? 'en' : 'hi'}
            >
              {suggested.map((question) => (
                <li key={question}>
                  <button
                    type="button"
                    className={styles.suggestion}
                    onClick={() => void send(question)}
                    {...sendIntent}
                  >
                    {question}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <ol className={styles.messages}>
            {MessageItems && (
              <MessageItems messages={messages} streamingId={streamingId} typing={typing} viewer={viewer} />
            )}
          </ol>
        )}
      </div>
      {behind && (
        <button type="button" className={`button ${styles.jump}`} onClick={toBottom}>
          {words.jumpToLatest}
        </button>
      )}
    </div>
  );
}
