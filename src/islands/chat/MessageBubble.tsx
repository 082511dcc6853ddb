import { useEffect, useRef, useState } from 'react';
import { LANGUAGES } from '../../domain/chat';
import type { ChatMessage } from '../../stores/chat-messages';
import { speak } from '../../stores/chat-tools';
import { toast } from '../../stores/toasts';
import styles from './VauxaChat.module.css';

interface Props {
  message: ChatMessage;
  /** The reply is still streaming: its actions wait until it is complete. */
  streaming: boolean;
  onViewImage: (message: ChatMessage) => void;
}

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
});

/** Site paths ("/admissions#fees") and web addresses in a reply become links. */
const linkPattern = /(https?:\/\/[^\s]+|(?<![\w/])\/[a-z0-9][\w\-/#.?=&]*)/gi;

function withLinks(text: string) {
  return text.split(linkPattern).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never reorder
      <a key={index} href={part.replace(/[.,;:!?)]+$/, '')}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}

/** The language of a message's text: the reply's language, or Hindi for a question written in Devanagari. */
function langOf(message: ChatMessage): string | undefined {
  if (message.language) return LANGUAGES.find((l) => l.id === message.language)?.tag;
  return /[\u0900-\u097f]/.test(message.content) ? 'hi' : undefined;
}

type Voice = { state: 'idle' } | { state: 'loading' } | { state: 'ready'; url: string };

/** One message: text, time, search results, image, Copy and (assistant) Play Voice Message. */
export default function MessageBubble({ message, streaming, onViewImage }: Props) {
  const [voice, setVoice] = useState<Voice>({ state: 'idle' });
  const audioRef = useRef<HTMLAudioElement>(null);
  const who = message.isUser ? 'You' : 'Vauxa';

  useEffect(() => {
    if (voice.state === 'ready') audioRef.current?.play().catch(() => {});
  }, [voice]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message.content);
      toast({ title: 'Message Copied' });
    } catch {
      toast({
        title: 'Copy Failed',
        description: 'Could not copy the message.',
        variant: 'destructive',
      });
    }
  };

  const playVoice = async () => {
    if (voice.state === 'ready') {
      void audioRef.current?.play().catch(() => {});
      return;
    }
    setVoice({ state: 'loading' });
    const url = await speak(message.content, 'voice');
    if (url) {
      setVoice({ state: 'ready', url });
    } else {
      setVoice({ state: 'idle' });
      toast({
        title: 'Voice Message Failed',
        description: 'Please try again later.',
        variant: 'destructive',
      });
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
        <button type="button" className={styles.imageButton} onClick={() => onViewImage(message)}>
          <img src={message.imageUrl} alt={message.content} width={256} height={256} />
          <span className="visually-hidden">View full size</span>
        </button>
      )}
      {message.searchResults && message.searchResults.length > 0 && (
        <div className={styles.sources}>
          <p className={styles.sourcesTitle}>Search results</p>
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
        <div className={styles.actions}>
          <button type="button" className={styles.action} onClick={() => void copy()}>
            Copy message
          </button>
          {!message.isUser && message.hasAudio && (
            <button
              type="button"
              className={styles.action}
              onClick={() => void playVoice()}
              disabled={voice.state === 'loading'}
            >
              {voice.state === 'loading' ? 'Preparing voice…' : 'Play Voice Message'}
            </button>
          )}
        </div>
      )}
      {voice.state === 'ready' && (
        // biome-ignore lint/a11y/useMediaCaption: the spoken text is the message right above
        <audio ref={audioRef} className={styles.audio} controls src={voice.url} aria-label={`Voice message: ${who}`} />
      )}
    </li>
  );
}
