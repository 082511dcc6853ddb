import { type KeyboardEvent, type SubmitEvent, useId, useRef, useState } from 'react';
import { chatWords } from '../../i18n/namespaces/chat';
import type { OnDemand } from '../../loading/on-demand';
import { $options, send, stop } from '../../stores/chat';
import { $sending } from '../../stores/chat-messages';
import type { IntentProps } from '../common/on-demand';
import { useWords } from '../common/use-messages';
import { useStore } from '../common/use-store';
import fields from './ChatFields.module.css';
import styles from './Composer.module.css';
import ToolsMenu from './ToolsMenu';

interface Props {
  onImage: () => void;
  onSound: () => void;
  /** The image and sound dialogs' code is loading. */
  toolsBusy: boolean;
  toolDialogs: OnDemand<unknown>;
  /** Focusing the message box or pointing at Send starts loading what sending needs. */
  sendIntent: IntentProps;
}

/** The message box with Send (Stop while a reply streams) and the tools menu. */
export default function Composer({ onImage, onSound, toolsBusy, toolDialogs, sendIntent }: Props) {
  const words = useWords(chatWords);
  const sending = useStore($sending);
  const { useWebSearch, useDeepAnalysis } = useStore($options);
  const [text, setText] = useState('');
  const composing = useRef(false);
  const id = useId();

  const submit = () => {
    if (!text.trim() || $sending.get()) return;
    setText('');
    void send(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends and Shift+Enter makes a new line; while an input method composes, Enter belongs to it
    // (isComposing; keyCode 229 covers browsers that end the composition before the keydown).
    if (event.key !== 'Enter' || event.shiftKey) return;
    if (composing.current || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    submit();
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  const active = [useWebSearch && words.webSearchOn, useDeepAnalysis && words.deepAnalysisOn].filter(Boolean);

  return (
    <form className={styles.composer} onSubmit={onSubmit}>
      <label htmlFor={`${id}-message`} className="visually-hidden">
        {words.messageVauxa}
      </label>
      <textarea
        id={`${id}-message`}
        className={fields.field}
        rows={2}
        placeholder={words.typeYourMessage}
        aria-describedby={`${id}-hint`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={() => {
          composing.current = false;
        }}
        {...sendIntent}
      />
      <div className={styles.composerBar}>
        <ToolsMenu onImage={onImage} onSound={onSound} busy={toolsBusy} dialogs={toolDialogs} />
        <p id={`${id}-hint`} className={styles.composerHint}>
          {active.length > 0 ? active.join(' · ') : words.keysHint}
        </p>
        {sending ? (
          <button type="button" className="button" onClick={stop}>
            {words.stop}
          </button>
        ) : (
          <button type="submit" className="button" disabled={!text.trim()} {...sendIntent}>
            {words.send}
          </button>
        )}
      </div>
    </form>
  );
}
