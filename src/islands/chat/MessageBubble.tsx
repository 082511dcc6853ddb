import { type ReactElement, useEffect, useRef, useState } from 'react';
import { LANGUAGES } from '../../domain/chat';
import { chatPartsWords } from '../../i18n/namespaces/chat-parts';
import type { ChatMessage } from '../../stores/chat-messages';
import { speak } from '../../stores/chat-tools';
import { toast } from '../../stores/toasts';
import type { IntentProps } from '../common/on-demand';
import { useWords } from '../common/use-messages';
import actions from './ChatActions.module.css';
import styles from './MessageBubble.module.css';

interface Props {
  message: ChatMessage;
  /** The reply is still streaming: its actions wait until it is complete. */
  streaming: boolean;
  viewer: ImageViewerOpener;
}

/** Opens an image full size; `busy` while the viewer's code loads, `intent` starts loading it. */
export interface ImageViewerOpener {
  open: (message: ChatMessage) => void;
  busy: boolean;
  intent: IntentProps;
}

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
});

/** A titled link "[Admissions: how to apply](/admissions#faq-how-to-apply)", a web address or a site path. */
const linkPattern =
  /\[([^\]\n]+)\]\(((?:https?:\/\/|\/)[^)\s]*)\)|(https?:\/\/[^\s]+|(?<![\w/(])\/[a-z0-9][\w\-/#.?=&]*)/gi;

/** A reply's text with its links as links: a titled link shows its title, a bare address shows itself. */
function withLinks(text: string) {
  const parts: (string | ReactElement)[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const [whole, title, titledHref, bare] = match;
    parts.push(text.slice(last, match.index));
    const href = titledHref ?? (bare ?? '').replace(/[.,;:!?)]+$/, '');
    parts.push(
      <a key={match.index} href={href}>
        {title ?? href}
      </a>,
    );
    last = match.index + (title ? whole.length : href.length);
  }
  parts.push(text.slice(last));
  return parts;
}

const copyIcon = (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h10" />
  </svg>
);
const speakerIcon = (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M4 9v6h4l5 4V5L8 9H4z" />
    <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
  </svg>
);

/**
 * The language of a message's text. A reply follows the language the question was written in, so Devanagari text
 * is Hindi and Latin-only text English; other scripts (Urdu, Punjabi) keep the selected language's tag.
 */
function langOf(message: ChatMessage): string | undefined {
  if (/[\u0900-\u097f]/.test(message.content)) return 'hi';
  if (!/[\u0600-\u06ff\u0a00-\u0a7f]/.test(message.content) && /[a-z]/i.test(message.content)) return 'en';
  return message.language ? LANGUAGES.find((l) => l.id === message.language)?.tag : undefined;
}

type Voice = { state: 'idle' } | { state: 'loading' } | { state: 'ready'; url: string };

/** One message: text, time, search results, image, Copy and (assistant) Play Voice Message. */
export default function MessageBubble({ message, streaming, viewer }: Props) {
  const [voice, setVoice] = useState<Voice>({ state: 'idle' });
  const audioRef = useRef<HTMLAudioElement>(null);
  const words = useWords(chatPartsWords);
  const who = message.isUser ? words.you : 'Vauxa';

  useEffect(() => {
    if (voice.state === 'ready') audioRef.current?.play().catch(() => {});
  }, [voice]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message.content);
      toast({ title: words.messageCopied });
    } catch {
      toast({ title: words.copyFailed, description: words.couldNotCopy, variant: 'destructive' });
    }
  };

  const playVoice = async () => {
    if (voice.state === 'ready') {
      void audioRef.current?.play().catch(() => {});
      return;
    }
    setVoice({ state: 'loading' });
    const url = await speak(message.content, 'voice', message.reply);
    if (url) {
      setVoice({ state: 'ready', url });
    } else {
      setVoice({ state: 'idle' });
      toast({ title: words.voiceFailed, description: words.tryAgainLater, variant: 'destructive' });
    }
  };

  return (
    <li className={`${styles.message} ${message.isUser ? styles.user : styles.assistant}`}>
      <p className={styles.meta}>
        <span className={styles.author}>{who}</span>
        <time dateTime={new Date(message.timestamp).toISOString()}>{timeFormat.format(message.timestamp)}</time>
      </p>
      <div className={styles.content} lang={langOf(message)}>
        {message.isUser ? message.content : withLinks(message.content)}
      </div>
      {message.imageUrl && (
        <button
          type="button"
          className={styles.imageButton}
          aria-busy={viewer.busy || undefined}
          onClick={() => viewer.open(message)}
          {...viewer.intent}
        >
          <img src={message.imageUrl} alt={message.content} width={256} height={256} />
          <span className="visually-hidden">{words.viewFullSize}</span>
        </button>
      )}
      {message.searchResults && message.searchResults.length > 0 && (
        <div className={styles.sources}>
          <p className={styles.sourcesTitle}>{words.searchResults}</p>
          <ul>
            {message.searchResults.map((result) => (
              <li key={`${result.link}-${result.title}`}>
                <a href={result.link}>{result.title}</a>
                <span>{result.snippet}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {!streaming && (
        <div className={actions.actions}>
          <button
            type="button"
            className={`${actions.action} ${actions.iconAction}`}
            onClick={() => void copy()}
            title={words.copyMessage}
          >
            {copyIcon}
            <span className="visually-hidden">{words.copyMessage}</span>
          </button>
          {!message.isUser && message.hasAudio && (
            <button
              type="button"
              className={`${actions.action} ${actions.iconAction}`}
              onClick={() => void playVoice()}
              disabled={voice.state === 'loading'}
              title={voice.state === 'loading' ? words.preparingVoice : words.playVoice}
            >
              {speakerIcon}
              <span className="visually-hidden">
                {voice.state === 'loading' ? words.preparingVoice : words.playVoice}
              </span>
            </button>
          )}
        </div>
      )}
      {voice.state === 'ready' && (
        // biome-ignore lint/a11y/useMediaCaption: the spoken text is the message right above
        <audio
          ref={audioRef}
          className={styles.audio}
          controls
          src={voice.url}
          aria-label={words.voiceMessageOf(who)}
        />
      )}
    </li>
  );
}
