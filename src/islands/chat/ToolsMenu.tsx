import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';
import { chatWords } from '../../i18n/namespaces/chat';
import { withPageWords } from '../../i18n/part-words';
import { importAgain, type OnDemand, onDemand } from '../../loading/on-demand';
import { toastNetworkError } from '../../stores/network-error-toast';
import { intentToUse, useOnDemand } from '../common/on-demand';
import { useWords } from '../common/use-messages';
import styles from './ToolsMenu.module.css';

// The menu is not on screen at first: its items' code loads on first use.
const toolsMenuItems = onDemand(() => importAgain(() => import('./ToolsMenuItems')).then(withPageWords));

interface Props {
  onImage: () => void;
  onSound: () => void;
  /** A dialog the menu opens is loading its code. */
  busy: boolean;
  /** The dialogs the menu opens: pointing at or focusing the Tools button starts loading them with the menu. */
  dialogs: OnDemand<unknown>;
}

/**
 * The tools menu's button (WAI-ARIA menu button): click, Enter, Space or Arrow Down open the menu on its first item,
 * Arrow Up on its last, once the menu's code is in.
 */
export default function ToolsMenu({ onImage, onSound, busy, dialogs }: Props) {
  const words = useWords(chatWords);
  const menu = useOnDemand(toolsMenuItems);
  const [openAt, setOpenAt] = useState<'first' | 'last' | null>(null);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const Items = menu.module?.default;

  const open = async (start: 'first' | 'last') => {
    if (!(await menu.use(() => setOpenAt(start)))) toastNetworkError();
  };

  const close = useCallback((refocus: boolean) => {
    setOpenAt(null);
    if (refocus) buttonRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      void open('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      void open('last');
    }
  };

  return (
    <div className={styles.menuWrap}>
      <button
        ref={buttonRef}
        id={`${id}-button`}
        type="button"
        className="button button--ghost"
        aria-haspopup="menu"
        aria-expanded={openAt !== null}
        aria-controls={openAt ? `${id}-menu` : undefined}
        aria-busy={busy || menu.loading || undefined}
        {...intentToUse(toolsMenuItems, dialogs)}
        onClick={() => (openAt ? close(false) : void open('first'))}
        onKeyDown={onKeyDown}
      >
        {words.tools}
      </button>
      {Items && openAt && (
        <Items
          id={`${id}-menu`}
          labelledBy={`${id}-button`}
          start={openAt}
          button={buttonRef}
          onClose={close}
          onImage={onImage}
          onSound={onSound}
        />
      )}
    </div>
  );
}
