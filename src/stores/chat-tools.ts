import { lazyApi } from '../api/lazy-api';
import { voiceIdForPersona } from '../domain/chat-voices';
import { chatPartsWords } from '../i18n/namespaces/chat-parts';
import { pageWords } from '../i18n/page-locale';
import { $options } from './chat';
import { append, type ChatMessage, newId } from './chat-messages';
import { $toolsUsed } from './chat-tools-used';
import { toast } from './toasts';

/** The chat's image and sound-effect tools and Play Voice Message. */

const assistantApi = lazyApi(() => import('../api/assistant'));

/** The image tool: adds the image to the chat; spends the page's one use only when it worked. */
export async function generateImage(prompt: string): Promise<boolean> {
  const text = prompt.trim();
  if (!text || $toolsUsed.get().image) return false;
  const result = await assistantApi.call(({ callJson }, { imageGeneration }) =>
    callJson(imageGeneration, { body: { prompt: text } }),
  );
  if (!result.ok) {
    const words = pageWords(chatPartsWords);
    toast({ title: words.imageFailed, description: words.tryAgainLater, variant: 'destructive' });
    return false;
  }
  $toolsUsed.setKey('image', true);
  append({
    id: newId('msg'),
    content: text,
    isUser: true,
    timestamp: Date.now(),
  });
  append({
    id: newId('msg'),
    content: `Image: ${text}`,
    isUser: false,
    timestamp: Date.now(),
    imageUrl: result.value.imageUrl,
  });
  toast({ title: pageWords(chatPartsWords).imageGenerated });
  return true;
}

/**
 * Speech for a text (Play Voice Message, the sound-effect tool); the audio URL or null. A reply's token makes the
 * server speak that reply, in the voice of the persona that wrote it, for free; other text is in the current
 * persona's voice and is charged to the free trial.
 */
export async function speak(
  message: string,
  tool: 'voice' | 'sound-effect',
  reply?: ChatMessage['reply'],
): Promise<string | null> {
  const { persona: current, language } = $options.get();
  const persona = reply?.persona ?? current;
  const body = {
    message,
    personality: persona,
    tool,
    voiceId: voiceIdForPersona(persona),
    language,
    ...(reply ? { replyToken: reply.token } : {}),
  };
  const result = await assistantApi.call(({ callJson }, { voiceMessage }) => callJson(voiceMessage, { body }));
  return result.ok ? result.value.audioUrl : null;
}

/** The sound-effect tool: the audio URL, spending the page's one use; null (use kept) when it failed. */
export async function makeSoundEffect(prompt: string): Promise<string | null> {
  const text = prompt.trim();
  if (!text || $toolsUsed.get().sound) return null;
  const audioUrl = await speak(text, 'sound-effect');
  if (!audioUrl) {
    const words = pageWords(chatPartsWords);
    toast({ title: words.soundFailed, description: words.tryAgainLater, variant: 'destructive' });
    return null;
  }
  $toolsUsed.setKey('sound', true);
  return audioUrl;
}
