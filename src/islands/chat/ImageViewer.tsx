import { useId } from 'react';
import { saveBlob } from '../../browser/save-blob';
import type { Messages } from '../../i18n/messages/en';
import { chatPartsWords } from '../../i18n/namespaces/chat-parts';
import { commonWords } from '../../i18n/namespaces/common';
import type { ChatMessage } from '../../stores/chat-messages';
import { toast } from '../../stores/toasts';
import Modal from '../common/Modal';
import { useWords } from '../common/use-messages';
import styles from './ChatDialog.module.css';

/** The namespaces this part shows, loaded with its code (src/i18n/part-words.ts). */
export const namespaces = [chatPartsWords, commonWords];

interface Props {
  message: ChatMessage | null;
  onClose: () => void;
}

/** A data: URL as a Blob, without fetch (the page's CSP allows fetch to its own origin only). */
function dataUrlBlob(url: string): Blob {
  const match = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(url);
  if (!match) throw new Error('not a data: URL');
  const [, type = 'application/octet-stream', base64, payload = ''] = match;
  if (!base64) return new Blob([decodeURIComponent(payload)], { type });
  const bytes = Uint8Array.from(atob(payload), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
}

function download(url: string, words: Messages['chatParts']): void {
  try {
    const blob = dataUrlBlob(url);
    const extension = blob.type.split('/')[1]?.replace('jpeg', 'jpg').replace(/\W.*$/, '') || 'png';
    saveBlob(blob, `vauxa-image.${extension}`);
    toast({ title: words.imageDownloaded });
  } catch {
    toast({ title: words.downloadFailed, description: words.couldNotDownloadImage, variant: 'destructive' });
  }
}

/** The full-size image viewer with Download and Close. */
export default function ImageViewer({ message, onClose }: Props) {
  const id = useId();
  const words = useWords(chatPartsWords);
  const common = useWords(commonWords);
  const url = message?.imageUrl;
  return (
    <Modal
      open={Boolean(url)}
      onClose={onClose}
      labelledBy={`${id}-title`}
      className={`${styles.dialog} ${styles.dialogWide}`}
    >
      <h2 id={`${id}-title`}>{words.generatedImage}</h2>
      {url && <img className={styles.fullImage} src={url} alt={message?.content ?? ''} />}
      <div className={styles.dialogActions}>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {common.close}
        </button>
        {url && (
          <button type="button" className="button" onClick={() => download(url, words)}>
            {words.download}
          </button>
        )}
      </div>
    </Modal>
  );
}
