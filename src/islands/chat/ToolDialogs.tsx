import { chatPartsWords } from '../../i18n/namespaces/chat-parts';
import { commonWords } from '../../i18n/namespaces/common';
import { generateImage, makeSoundEffect } from '../../stores/chat-tools';
import { useWords } from '../common/use-messages';
import bubble from './MessageBubble.module.css';
import PromptDialog from './PromptDialog';

/** The namespaces this part shows, loaded with its code (src/i18n/part-words.ts). */
export const namespaces = [chatPartsWords, commonWords];

interface Props {
  open: 'image' | 'sound' | null;
  onClose: () => void;
  /** The sound effect made in this visit, played under its form. */
  soundUrl: string | null;
  onSoundUrl: (url: string | null) => void;
}

/** The tools menu's image and sound-effect dialogs with the tools they run; loaded on first use. */
export default function ToolDialogs({ open, onClose, soundUrl, onSoundUrl }: Props) {
  const words = useWords(chatPartsWords);
  return (
    <>
      <PromptDialog
        open={open === 'image'}
        onClose={onClose}
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
        open={open === 'sound'}
        onClose={onClose}
        title={words.soundTitle}
        intro={words.soundIntro}
        label={words.soundLabel}
        submitLabel={words.create}
        busyLabel={words.creating}
        onSubmit={async (description) => {
          // Success keeps the dialog open with the player; a failure closes it so its toast is in view.
          const url = await makeSoundEffect(description);
          onSoundUrl(url);
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
  );
}
