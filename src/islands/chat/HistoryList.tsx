import { chatPartsWords } from '../../i18n/namespaces/chat-parts';
import { formatSavedTime } from '../../i18n/saved-time';
import { $activeChatId } from '../../stores/chat-history';
import { deleteChat, loadChat } from '../../stores/saved-chat-actions';
import type { SavedChat } from '../../stores/stored-chats';
import type { IntentProps } from '../common/on-demand';
import { useLocale, useWords } from '../common/use-messages';
import { useStore } from '../common/use-store';
import actions from './ChatActions.module.css';
import styles from './HistoryPanel.module.css';

/** The namespaces this part shows, loaded with its code (src/i18n/part-words.ts). */
export const namespaces = [chatPartsWords];

/** The panel's Clear all button (HistoryPanel): there is something to clear only once this part is needed. */
export { clearHistory } from '../../stores/saved-chat-actions';

interface Props {
  chats: readonly SavedChat[];
  /** Pointing at or focusing Load starts loading the messages' code. */
  loadIntent: IntentProps;
}

/** The saved conversations with Load and Delete; their code loads once there are any. */
export default function HistoryList({ chats, loadIntent }: Props) {
  const words = useWords(chatPartsWords);
  const locale = useLocale();
  const activeId = useStore($activeChatId);
  return (
    <ul className={styles.historyList}>
      {chats.map((chat) => (
        <li key={chat.id} className={styles.historyItem} aria-current={chat.id === activeId || undefined}>
          <p className={styles.historyName}>{chat.title}</p>
          <p className={styles.muted}>
            <time dateTime={new Date(chat.savedAt).toISOString()}>{formatSavedTime(chat.savedAt, locale)}</time> ·{' '}
            {words.messageCount(chat.messages.length)}
            {chat.id === activeId ? words.openNow : ''}
          </p>
          <div className={actions.actions}>
            <button
              type="button"
              className={actions.action}
              aria-label={words.loadChat(chat.title)}
              onClick={() => loadChat(chat.id)}
              {...loadIntent}
            >
              {words.load}
            </button>
            <button
              type="button"
              className={actions.action}
              aria-label={words.deleteChat(chat.title)}
              onClick={() => deleteChat(chat.id)}
            >
              {words.delete}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
