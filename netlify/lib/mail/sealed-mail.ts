import { openText, sealText } from '../security/sealed-text';

/**
 * A pending mail at rest (outbox.ts): its recipients and content (the composed subject, text, html and attachments,
 * which can hold a sign-in code or a set-up link, or a recipe) are sealed with AES-256-GCM under a key derived from
 * SESSION_SECRET (sealed-text.ts), bound to the mail's id; what the outbox schedules by (id, kind, reference, times,
 * attempts, last error) stays in clear. Anyone who can read the "outbox" store sees no address, code or link.
 */
const PURPOSE = 'outbox-mail';

/** A pending mail as stored: `sealed` instead of its recipients and content. */
export interface SealedMail {
  id: string;
  sealed: string;
}

export async function sealMail<T extends { id: string; to: readonly string[]; content: unknown }>(
  mail: T,
): Promise<Omit<T, 'to' | 'content'> & SealedMail> {
  const { to, content, ...clear } = mail;
  return { ...clear, sealed: await sealText(PURPOSE, JSON.stringify({ to, content }), mail.id) };
}

/**
 * The stored mail with its recipients and content in clear again, for the outbox's schema to check; null when it does
 * not open (SESSION_SECRET changed since it was queued, or the blob was altered).
 */
export async function openMail<T extends SealedMail>(stored: T): Promise<unknown> {
  const { sealed, ...clear } = stored;
  const plain = await openText(PURPOSE, sealed, stored.id);
  if (plain === null) return null;
  const { to, content } = JSON.parse(plain) as { to: unknown; content: unknown };
  return { ...clear, to, content };
}
