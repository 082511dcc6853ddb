import { withPageWords } from '../../i18n/part-words';
import { importAgain, onDemand } from '../../loading/on-demand';

/**
 * The tools (tabs, text to speech, the banners above them): a visitor sees them only after picking the free trial or
 * signing in as a card holder, so their code loads then (AiTools.tsx).
 */
export const tools = onDemand(() => importAgain(() => import('./Tools')).then(withPageWords));

/** Only card holders can clone, so the page loads the cloning tool's code once one has signed in. */
export const voiceCloning = onDemand(() => importAgain(() => import('./VoiceCloning')).then(withPageWords));
