import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { onDemand } from '../browser/on-demand';
import { PERSONAS } from '../domain/chat';
import type { Locale } from '../i18n/locale';
import { chatWords } from '../i18n/messages/en/chat';
import { commonWords } from '../i18n/messages/en/common';
import { LocaleContext, useIslandLocale, useWords } from '../i18n/use-messages';
import { $options, newChat } from '../stores/chat';
import { $announcement, type ChatMessage } from '../stores/chat-messages';
import { $chatSettings } from '../stores/chat-settings';
import { generateImage, makeSoundEffect } from '../stores/chat-tools';
import { toast } from '../stores/toasts';
import Composer from './chat/Composer';
import HistoryPanel from './chat/HistoryPanel';
import bubble from './chat/MessageBubble.module.css';
import MessageList, { type Suggestions } from './chat/MessageList';
import OptionSelect from './chat/OptionSelect';
import SettingsBlock from './chat/SettingsBlock';
import theme from './chat/Theme.module.css';
import styles from './chat/VauxaChat.module.css';
import { intentToUse, useOnDemand } from './common/on-demand';

// The dialogs and the image viewer are not on screen at first: their code loads on first use.
const settingsDialog = onDemand(() => import('./chat/SettingsDialog'));
const promptDialog = onDemand(() => import('./chat/PromptDialog'));
const imageViewer = onDemand(() => import('./chat/ImageViewer'));

type OpenDialog = 'image' | 'sound' | 'settings' | null;

interface Props {
  suggestions: Suggestions;
  lang?: Locale;
}

/** /vauxa-ai: the Vauxa 1.5 chat, light or dark as chat settings say. */
export default function VauxaChat({ suggestions, lang = 'en' }: Props) {
  const locale = useIslandLocale(lang);
  const words = useWords(chatWords, locale);
  const common = useWords(commonWords, locale);
  const { darkMode } = useStore($chatSettings, { ssr: 'initial' });
  const { persona } = useStore($options);
  const announcement = useStore($announcement);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [viewing, setViewing] = useState<ChatMessage | null>(null);
  const [soundUrl, setSoundUrl] = useState<string | null>(null);
  const settings = useOnDemand(settingsDialog);
  const prompt = useOnDemand(promptDialog);
  const viewer = useOnDemand(imageViewer);
  const close = () => setDialog(null);
  const SettingsDialog = settings.module?.default;
  const PromptDialog = prompt.module?.default;
  const ImageViewer = viewer.module?.default;

  /** Opens a dialog once its code is in; offline, says so instead. */
  const openWhenLoaded = async (use: (open: () => void) => Promise<boolean>, open: () => void) => {
    if (!(await use(open))) toast({ title: common.networkError, variant: 'destructive' });
  };

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
          <SettingsBlock
            moreSettingsBusy={settings.loading}
            moreSettingsIntent={intentToUse(settingsDialog)}
            onMoreSettings={() => void openWhenLoaded(settings.use, () => setDialog('settings'))}
          />
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
            />
            <Composer
              toolsBusy={prompt.loading}
              toolsIntent={intentToUse(promptDialog)}
              onImage={() => void openWhenLoaded(prompt.use, () => setDialog('image'))}
              onSound={() =>
                void openWhenLoaded(prompt.use, () => {
                  setSoundUrl(null);
                  setDialog('sound');
                })
              }
            />
          </div>
          <HistoryPanel />
        </div>
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
        {PromptDialog && (
          <>
            <PromptDialog
              open={dialog === 'image'}
              onClose={close}
              title={words.imageTitle}
              intro={words.imageIntro}
              label={words.imageLabel}
              submitLabel={words.generate}
              busyLabel={words.generating}
              onSubmit={async (description) => {
                // Closes either way, so the toast that follows is not behind the modal.
                await generateImage(description);
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
              onSubmit={async (description) => {
                // Success keeps the dialog open with the player; a failure closes it so its toast is in view.
                const url = await makeSoundEffect(description);
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
          </>
        )}
        {SettingsDialog && <SettingsDialog open={dialog === 'settings'} onClose={close} />}
        {ImageViewer && <ImageViewer message={viewing} onClose={() => setViewing(null)} />}
      </div>
    </LocaleContext>
  );
}
