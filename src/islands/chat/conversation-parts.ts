import { withPageWords } from '../../i18n/part-words';
import { importAgain, onDemand } from '../../loading/on-demand';

/**
 * The conversation's code: its messages and following the latest one. Nothing shows them in the first state, so
 * they load with the first message (MessageList), or on the intent to send or to open a saved chat (VauxaChat).
 */
export const conversationParts = onDemand(async () => {
  const [items, follow] = await Promise.all([
    importAgain(() => import('./MessageItems')).then(withPageWords),
    importAgain(() => import('./FollowLatest')).then(withPageWords),
  ]);
  return { MessageItems: items.default, FollowLatest: follow.default };
});
