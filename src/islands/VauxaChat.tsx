import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { PERSONAS } from '../domain/chat';
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
}

/** /vauxa-ai: the Vauxa 1.5 chat, light or dark as chat settings say. */
export default function VauxaChat({ suggestions }: Props) {
  const { darkMode } = useStore($chatSettings, { ssr: 'initial' });
  const { persona } = useStore($options);
  const announcement = useStore($announcement);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [viewing, setViewing] = useState<ChatMessage | null>(null);
  const [soundUrl, setSoundUrl] = useState<string | null>(null);
  const close = () => setDialog(null);

  return (
    <div className={theme.surface} data-theme={darkMode ? 'dark' : 'light'}>
      <div className={styles.toolbar}>
        <OptionSelect
          label="Persona"
          value={persona}
          options={PERSONAS}
          onChange={(value) => $options.setKey('persona', value)}
        />
        <SettingsBlock onMoreSettings={() => setDialog('settings')} />
        <button type="button" className={`button ${styles.newChat}`} onClick={newChat}>
          New Chat
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
        title="Image generation"
        intro="Describe the picture you want. You can generate one image in this visit."
        label="Image description"
        submitLabel="Generate"
        busyLabel="Generating..."
        onSubmit={async (prompt) => {
          // Closes either way, so the toast that follows is not behind the modal.
          await generateImage(prompt);
          return true;
        }}
      />
      <PromptDialog
        open={dialog === 'sound'}
        onClose={close}
        title="Sound effect"
        intro="Type the words or sound to speak; Vauxa says it in the persona's voice. You can make one in this visit."
        label="Words or sound to speak"
        submitLabel="Create"
        busyLabel="Creating..."
        onSubmit={async (prompt) => {
          // Success keeps the dialog open with the player; a failure closes it so its toast is in view.
          const url = await makeSoundEffect(prompt);
          setSoundUrl(url);
          return url === null;
        }}
        result={
          soundUrl ? (
            // biome-ignore lint/a11y/useMediaCaption: it speaks the text typed right above
            <audio className={bubble.audio} controls autoPlay src={soundUrl} aria-label="Your sound effect" />
          ) : undefined
        }
      />
      <SettingsDialog open={dialog === 'settings'} onClose={close} />
      <ImageViewer message={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
