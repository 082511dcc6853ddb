import { useStore } from '@nanostores/react';
import { useId } from 'react';
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
  const chats = useStore($savedChats, { ssr: 'initial' });
  const activeId = useStore($activeChatId);
  const id = useId();

  return (
    <section className={styles.history} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.historyTitle}>
        Chat history
      </h2>
      {chats.length === 0 ? (
        <p className={styles.muted}>No saved conversations yet. New Chat keeps the current one here.</p>
      ) : (
        <ul className={styles.historyList}>
          {chats.map((chat) => (
            <li key={chat.id} className={styles.historyItem} aria-current={chat.id === activeId || undefined}>
              <p className={styles.historyName}>{chat.title}</p>
              <p className={styles.muted}>
                <time dateTime={new Date(chat.savedAt).toISOString()}>{dateFormat.format(chat.savedAt)}</time> ·{' '}
                {chat.messages.length} messages
                {chat.id === activeId ? ' · open now' : ''}
              </p>
              <div className={actions.actions}>
                <button
                  type="button"
                  className={actions.action}
                  aria-label={`Load chat: ${chat.title}`}
                  onClick={() => loadChat(chat.id)}
                >
                  Load
                </button>
                <button
                  type="button"
                  className={actions.action}
                  aria-label={`Delete chat: ${chat.title}`}
                  onClick={() => deleteChat(chat.id)}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button--ghost" disabled={chats.length === 0} onClick={clearHistory}>
        Clear all history
      </button>
    </section>
  );
}
