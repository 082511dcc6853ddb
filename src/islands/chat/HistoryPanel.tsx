import { useId } from 'react';
import { chatWords } from '../../i18n/namespaces/chat';
import { withPageWords } from '../../i18n/part-words';
import { importAgain, onDemand } from '../../loading/on-demand';
import { $savedChats } from '../../stores/chat-history';
import type { IntentProps } from '../common/on-demand';
import { useWords } from '../common/use-messages';
import { useStore } from '../common/use-store';
import styles from './HistoryPanel.module.css';
import { usePartFor } from './use-part-for';

// The first state has no saved chats to list (they are read from this browser after hydration).
const historyList = onDemand(() => importAgain(() => import('./HistoryList')).then(withPageWords));

interface Props {
  /** Pointing at or focusing Load starts loading the messages' code. */
  loadIntent: IntentProps;
}

/** Past conversations kept in this browser: load, delete, clear all (docs/DECISIONS.md, "Chat"). */
export default function HistoryPanel({ loadIntent }: Props) {
  const words = useWords(chatWords);
  const chats = useStore($savedChats, { ssr: 'initial' });
  const list = usePartFor(historyList, chats.length);
  const HistoryList = list.module?.default;
  // Enabled with the list: both need saved chats and this part's code.
  const clearHistory = chats.length > 0 ? list.module?.clearHistory : undefined;
  const id = useId();

  return (
    <section className={styles.history} aria-labelledby={`${id}-title`} aria-busy={list.loading || undefined}>
      <h2 id={`${id}-title`} className={styles.historyTitle}>
        {words.chatHistory}
      </h2>
      {chats.length === 0 ? (
        <p className={styles.muted}>{words.noSavedChats}</p>
      ) : (
        HistoryList && <HistoryList chats={chats} loadIntent={loadIntent} />
      )}
      <button type="button" className="button button--ghost" disabled={!clearHistory} onClick={clearHistory}>
        {words.clearAll}
      </button>
    </section>
  );
}
