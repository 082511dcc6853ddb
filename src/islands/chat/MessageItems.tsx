import { chatPartsWords } from '../../i18n/namespaces/chat-parts';
import type { ChatMessage } from '../../stores/chat-messages';
import { useWords } from '../common/use-messages';
import MessageBubble, { type ImageViewerOpener } from './MessageBubble';
import bubble from './MessageBubble.module.css';
import styles from './MessageList.module.css';

/** The namespaces this part shows, loaded with its code (src/i18n/part-words.ts). */
export const namespaces = [chatPartsWords];

interface Props {
  messages: readonly ChatMessage[];
  /** The reply being streamed into. */
  streamingId: string | null;
  /** A reply is on its way and none of its text has arrived. */
  typing: boolean;
  viewer: ImageViewerOpener;
}

/** The conversation's messages and the typing dots, in MessageList's list; their code loads with the first message. */
export default function MessageItems({ messages, streamingId, typing, viewer }: Props) {
  const words = useWords(chatPartsWords);
  return (
    <>
      {messages.map((message) => (
        <MessageBubble key={message.id} message={message} streaming={message.id === streamingId} viewer={viewer} />
      ))}
      {typing && (
        <li className={`${bubble.message} ${bubble.assistant} ${styles.typing}`}>
          <span className="visually-hidden">{words.typing}</span>
          <span aria-hidden="true" className={styles.dots}>
            <span />
            <span />
            <span />
          </span>
        </li>
      )}
    </>
  );
}
