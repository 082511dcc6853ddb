import { useEffect, useId, useState } from 'react';
import { PERSONAS } from '../../domain/chat';
import type { Locale } from '../../domain/locale';
import { chatWords } from '../../i18n/namespaces/chat';
import { commonWords } from '../../i18n/namespaces/common';
import { withPageWords } from '../../i18n/part-words';
import { importAgain, onDemand, prefetch, prefetchWhenIdle } from '../../loading/on-demand';
import { $options, newChat, replyCode, startInEditionLanguage } from '../../stores/chat';
import { $savedChats } from '../../stores/chat-history';
import { $announcement, type ChatMessage } from '../../stores/chat-messages';
import { $chatSettings } from '../../stores/chat-settings';
import { toastNetworkError } from '../../stores/network-error-toast';
import InputReady from '../common/InputReady';
import { intentToUse, useOnDemand } from '../common/on-demand';
import { LocaleContext, useIslandLocale, useWords } from '../common/use-messages';
import { useStore } from '../common/use-store';
import Composer from './Composer';
import { conversationParts } from './conversation-parts';
import HistoryPanel from './HistoryPanel';
import MessageList, { type Suggestions } from './MessageList';
import OptionSelect from './OptionSelect';
import SettingsBlock from './SettingsBlock';
import theme from './Theme.module.css';
import styles from './VauxaChat.module.css';

// The dialogs and the image viewer are not on screen at first: their code loads on first use.
const settingsDialog = onDemand(() => importAgain(() => import('./SettingsDialog')).then(withPageWords));
const toolDialogs = onDemand(() => importAgain(() => import('./ToolDialogs')).then(withPageWords));
const imageViewer = onDemand(() => importAgain(() => import('./ImageViewer')).then(withPageWords));

type OpenDialog = 'image' | 'sound' | 'settings' | null;

interface Props {
  suggestions: Suggestions;
  lang?: Locale;
}

/** /vauxa-ai: the Vauxa 1.5 chat, light or dark as chat settings say. */
export default function VauxaChat({ suggestions, lang = 'en' }: Props) {
  const locale = useIslandLocale(lang, chatWords, commonWords);
  // Before anything reads the options: the chat opens in the edition's language (and its suggestions).
  useState(() => startInEditionLanguage(lang));
  const words = useWords(chatWords, locale);
  const foldId = useId();
  // On a phone the settings fold away so the conversation gets the height (VauxaChat.module.css); open on demand.
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { darkMode } = useStore($chatSettings, { ssr: 'initial' });
  const { persona } = useStore($options);
  const announcement = useStore($announcement);
  const hasHistory = useStore($savedChats, { ssr: 'initial' }).length > 0;
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [viewing, setViewing] = useState<ChatMessage | null>(null);
  const [soundUrl, setSoundUrl] = useState<string | null>(null);
  const settings = useOnDemand(settingsDialog);
  const tools = useOnDemand(toolDialogs);
  const viewer = useOnDemand(imageViewer);
  const close = () => setDialog(null);
  const SettingsDialog = settings.module?.default;
  const ToolDialogs = tools.module?.default;
  const ImageViewer = viewer.module?.default;
  const sendIntent = intentToUse(replyCode, conversationParts);

  // Nearly every visit sends a message: what the first one needs loads once the page is idle (at once with saved
  // chats to open), so a visitor who then loses the connection still gets the failed reply's apology and toast.
  useEffect(() => {
    if (!hasHistory) return prefetchWhenIdle(conversationParts, replyCode);
    prefetch(conversationParts);
    prefetch(replyCode);
    return undefined;
  }, [hasHistory]);

  /** Opens a dialog once its code is in; offline, says so instead. */
  const openWhenLoaded = async (use: (open: () => void) => Promise<boolean>, open: () => void) => {
    if (!(await use(open))) toastNetworkError();
  };

  return (
    <LocaleContext value={locale}>
      <div className={theme.surface} data-theme={darkMode ? 'dark' : 'light'}>
        <div className={styles.toolbar}>
          <button
            type="button"
            className={`button ${styles.foldToggle}`}
            aria-expanded={settingsOpen}
            aria-controls={foldId}
            onClick={() => setSettingsOpen((open) => !open)}
          >
            {words.settingsToggle}
            <span className={styles.foldSummary}>{words.personas[persona]}</span>
          </button>
          <div id={foldId} className={styles.settingsFold} data-open={settingsOpen || undefined}>
            <OptionSelect
              label={words.persona}
              value={persona}
              options={PERSONAS.map((id) => ({ id, label: words.personas[id] }))}
              onChange={(value) => $options.setKey('persona', value)}
            />
            <SettingsBlock
              moreSettingsBusy={settings.loading}
              moreSettingsIntent={intentToUse(settingsDialog)}
              onMoreSettings={() => void openWhenLoaded(settings.use, () => setDialog('settings'))}
            />
          </div>
          <button type="button" className={`button ${styles.newChat}`} onClick={newChat}>
            {words.newChat}
          </button>
        </div>
        <div className={styles.layout}>
          <div className={styles.chat}>
            <MessageList
              viewer={{
                open: (message) => void openWhenLoaded(viewer.use, () => setViewing(message)),
                busy: viewer.loading,
                intent: intentToUse(imageViewer),
              }}
              suggestions={suggestions}
              sendIntent={sendIntent}
            />
            <Composer
              toolsBusy={tools.loading}
              toolDialogs={toolDialogs}
              sendIntent={sendIntent}
              onImage={() => void openWhenLoaded(tools.use, () => setDialog('image'))}
              onSound={() =>
                void openWhenLoaded(tools.use, () => {
                  setSoundUrl(null);
                  setDialog('sound');
                })
              }
            />
          </div>
          <HistoryPanel loadIntent={intentToUse(conversationParts)} />
        </div>
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
        {ToolDialogs && (
          <ToolDialogs
            open={dialog === 'image' || dialog === 'sound' ? dialog : null}
            onClose={close}
            soundUrl={soundUrl}
            onSoundUrl={setSoundUrl}
          />
        )}
        {SettingsDialog && <SettingsDialog open={dialog === 'settings'} onClose={close} />}
        {ImageViewer && <ImageViewer message={viewing} onClose={() => setViewing(null)} />}
      </div>
      <InputReady />
    </LocaleContext>
  );
}
