import { useLayoutEffect, useRef } from 'react';
import { chatWords } from '../../i18n/namespaces/chat';
import { $options, send } from '../../stores/chat';
import { $messages, $sending, $streamingId } from '../../stores/chat-messages';
import type { IntentProps } from '../common/on-demand';
import { useWords } from '../common/use-messages';
import { useStore } from '../common/use-store';
import { conversationParts } from './conversation-parts';
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
  /** Pointing at or focusing a suggestion starts loading what sending it needs. */
  sendIntent: IntentProps;
}

/**
 * The conversation (role="log"). It follows new text only while the reader is at the bottom; otherwise a
 * "Jump to latest" button appears (FollowLatest, loaded with the messages' code). Its own live announcing is off: the
 * page announces a reply once, when it is done.
 */
export default function MessageList({ viewer, suggestions, sendIntent }: Props) {
  const words = useWords(chatWords);
  const messages = useStore($messages);
  const { language } = useStore($options);
  // Suggestions exist in English and Hindi; every other chat language is answered in Hindi (replyLanguage).
  const suggestedIn = language === 'en' ? 'en' : 'hi';
  const suggested = suggestions[suggestedIn];
  const sending = useStore($sending);
  const streamingId = useStore($streamingId);
  const listRef = useRef<HTMLDivElement>(null);
  const { module: parts, loading } = usePartFor(conversationParts, messages.length);
  const typing = sending && streamingId === null;
  const empty = messages.length === 0 && !typing;

  // The empty chat reads from its greeting down, also after New Chat, where the log may be scrolled far down: on a
  // phone the log is too short for all of it, and opening at its end cut the greeting and the first question off.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (empty && list) list.scrollTop = 0;
  }, [empty]);

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
        aria-busy={loading || undefined}
      >
        {empty ? (
          <div className={styles.empty}>
            <p lang="hi">{words.welcomeHindi}</p>
            <p>{words.welcome}</p>
            <ul className={styles.suggestions} aria-label={words.suggestedQuestions} lang={suggestedIn}>
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
            {parts && (
              <parts.MessageItems messages={messages} streamingId={streamingId} typing={typing} viewer={viewer} />
            )}
          </ol>
        )}
      </div>
      {parts && !empty && <parts.FollowLatest log={listRef} messages={messages} typing={typing} />}
    </div>
  );
}
