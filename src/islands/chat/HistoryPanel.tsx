import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { chatWords } from '../../i18n/messages/en/chat';
import { useWords } from '../../i18n/use-messages';
import { loadChat } from '../../stores/chat';
import { $activeChatId, $savedChats, clearHistory, deleteChat } from '../../stores/chat-history';
import actions from './ChatActions.module.css';
import styles from './HistoryPanel.module.css';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** Past conversations kept in this browser: load, delete, clear all (docs/DECISIONS.md, "Chat"). */
export default function HistoryPanel() {
  const words = useWords(chatWords);
  const chats = useStore($savedChats, { ssr: 'initial' });
  const activeId = useStore($activeChatId);
  const id = useId();

  return (
    <section className={styles.history} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.historyTitle}>
        {words.chatHistory}
      </h2>
      {chats.length === 0 ? (
        <p className={styles.muted}>{words.noSavedChats}</p>
      ) : (
        <ul className={styles.historyList}>
          {chats.map((chat) => (
            <li key={chat.id} className={styles.historyItem} aria-current={chat.id === activeId || undefined}>
              <p className={styles.historyName}>{chat.title}</p>
              <p className={styles.muted}>
                <time dateTime={new Date(chat.savedAt).toISOString()}>{dateFormat.format(chat.savedAt)}</time> ·{' '}
                {words.messageCount(chat.messages.length)}
                {chat.id === activeId ? words.openNow : ''}
              </p>
              <div className={actions.actions}>
                <button
                  type="button"
                  className={actions.action}
                  aria-label={words.loadChat(chat.title)}
                  onClick={() => loadChat(chat.id)}
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
      )}
      <button type="button" className="button button--ghost" disabled={chats.length === 0} onClick={clearHistory}>
        {words.clearAll}
      </button>
    </section>
  );
}
