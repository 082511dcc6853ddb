import type { ReactNode } from 'react';
import { commonWords } from '../../i18n/namespaces/common';
import type { OnDemand } from '../../loading/on-demand';
import { toast } from '../../stores/toasts';
import { type AccessView, showView } from '../../stores/voice-session';
import { intentToUse, useOnDemand } from '../common/on-demand';
import { useWords } from '../common/use-messages';

interface Props {
  /** The view the button opens. */
  view: AccessView;
  /** The code that view needs. */
  part: OnDemand<unknown>;
  className: string;
  /** Runs just before the view shows (the card prompt closes itself). */
  beforeShowing?: (() => void) | undefined;
  children: ReactNode;
}

/**
 * A button that opens an access view once the view's code is in (pointing at, focusing or touching the button starts
 * loading it; the button is busy while it loads), or says so in a toast when it cannot be fetched.
 */
export default function ViewButton({ view, part, className, beforeShowing, children }: Props) {
  const common = useWords(commonWords);
  const { loading, use } = useOnDemand(part);
  const open = async () => {
    const shown = await use(() => {
      beforeShowing?.();
      showView(view);
    });
    if (!shown) toast({ title: common.networkError, variant: 'destructive' });
  };
  return (
    <button
      type="button"
      className={className}
      aria-busy={loading || undefined}
      onClick={() => void open()}
      {...intentToUse(part)}
    >
      {children}
    </button>
  );
}
