import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { PERSONAS } from '../domain/chat';
import type { Locale } from '../i18n/locale';
import { chatWords } from '../i18n/messages/en/chat';
import { LocaleContext, useIslandLocale, useWords } from '../i18n/use-messages';
import { $options, newChat } from '../stores/chat';
import { $announcement, type ChatMessage } from '../stores/chat-messages';
import { $chatSettings } from '../stores/chat-settings';
import { generateImage, makeSoundEffect } from '../stores/chat-tools';
import Composer from './chat/Composer';
import HistoryPanel from './chat/HistoryPanel';
import ImageViewer from './chat/ImageViewer';
import bubble from './chat/MessageBubble.module.css';
import MessageList, { type Suggestions } from './chat/MessageList';
import OptionSelect from './chat/OptionSelect';
import PromptDialog from './chat/PromptDialog';
import SettingsBlock from './chat/SettingsBlock';
import SettingsDialog from './chat/SettingsDialog';
import theme from './chat/Theme.module.css';
import styles from './chat/VauxaChat.module.css';

type OpenDialog = 'image' | 'sound' | 'settings' | null;

interface Props {
  suggestions: Suggestions;
  lang?: Locale;
}

/** /vauxa-ai: the Vauxa 1.5 chat, light or dark as chat settings say. */
export default function VauxaChat({ suggestions, lang = 'en' }: Props) {
  const locale = useIslandLocale(lang);
  const words = useWords(chatWords, locale);
  const { darkMode } = useStore($chatSettings, { ssr: 'initial' });
  const { persona } = useStore($options);
  const announcement = useStore($announcement);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [viewing, setViewing] = useState<ChatMessage | null>(null);
  const [soundUrl, setSoundUrl] = useState<string | null>(null);
  const close = () => setDialog(null);

  return (
    <LocaleContext value={locale}>
      <div className={theme.surface} data-theme={darkMode ? 'dark' : 'light'}>
        <div className={styles.toolbar}>
          <OptionSelect
            label={words.persona}
            value={persona}
            options={PERSONAS.map(({ id }) => ({ id, label: words.personas[id] }))}
            onChange={(value) => $options.setKey('persona', value)}
          />
          <SettingsBlock onMoreSettings={() => setDialog('settings')} />
          <button type="button" className={`button ${styles.newChat}`} onClick={newChat}>
            {words.newChat}
          </button>
        </div>
        <div className={styles.layout}>
          <div className={styles.chat}>
            <MessageList onViewImage={setViewing} suggestions={suggestions} />
            <Composer
              onImage={() => setDialog('image')}
              onSound={() => {
                setSoundUrl(null);
                setDialog('sound');
              }}
            />
          </div>
          <HistoryPanel />
        </div>
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
        <PromptDialog
          open={dialog === 'image'}
          onClose={close}
          title={words.imageTitle}
          intro={words.imageIntro}
          label={words.imageLabel}
          submitLabel={words.generate}
          busyLabel={words.generating}
          onSubmit={async (prompt) => {
            // Closes either way, so the toast that follows is not behind the modal.
            await generateImage(prompt);
            return true;
          }}
        />
        <PromptDialog
          open={dialog === 'sound'}
          onClose={close}
          title={words.soundTitle}
          intro={words.soundIntro}
          label={words.soundLabel}
          submitLabel={words.create}
          busyLabel={words.creating}
          onSubmit={async (prompt) => {
            // Success keeps the dialog open with the player; a failure closes it so its toast is in view.
            const url = await makeSoundEffect(prompt);
            setSoundUrl(url);
            return url === null;
          }}
          result={
            soundUrl ? (
              // biome-ignore lint/a11y/useMediaCaption: it speaks the text typed right above
              <audio className={bubble.audio} controls autoPlay src={soundUrl} aria-label={words.yourSoundEffect} />
            ) : undefined
          }
        />
        <SettingsDialog open={dialog === 'settings'} onClose={close} />
        <ImageViewer message={viewing} onClose={() => setViewing(null)} />
      </div>
    </LocaleContext>
  );
}
