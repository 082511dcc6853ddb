import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { chatPartsWords } from '../../i18n/namespaces/chat-parts';
import { $options } from '../../stores/chat';
import { $toolsUsed } from '../../stores/chat-tools-used';
import { useWords } from '../common/use-messages';
import { useStore } from '../common/use-store';
import styles from './ToolsMenuItems.module.css';

/** The namespaces this part shows, loaded with its code (src/i18n/part-words.ts). */
export const namespaces = [chatPartsWords];

interface Props {
  id: string;
  labelledBy: string;
  /** The item that takes the focus on opening. */
  start: 'first' | 'last';
  /** The menu button, whose own clicks are not clicks outside the menu. */
  button: RefObject<HTMLButtonElement | null>;
  /** Closes the menu; `refocus` returns the focus to its button. */
  onClose: (refocus: boolean) => void;
  onImage: () => void;
  onSound: () => void;
}

interface Item {
  key: string;
  label: string;
  /** menuitemcheckbox state; undefined for a plain menuitem. */
  checked?: boolean;
  blocked?: boolean;
  run: () => void;
}

/**
 * The open tools menu (WAI-ARIA menu): web search and deep analysis toggles, image generation and sound effect.
 * Arrow keys, Home and End move, Enter and Space choose, Escape and Tab close. A used tool shows Blocked.
 */
export default function ToolsMenuItems({ id, labelledBy, start, button, onClose, onImage, onSound }: Props) {
  const words = useWords(chatPartsWords);
  const options = useStore($options);
  const used = useStore($toolsUsed);
  const menuRef = useRef<HTMLDivElement>(null);

  const items: Item[] = [
    {
      key: 'search',
      label: words.webSearch,
      checked: options.useWebSearch,
      run: () => $options.setKey('useWebSearch', !options.useWebSearch),
    },
    {
      key: 'deep',
      label: words.deepAnalysis,
      checked: options.useDeepAnalysis,
      run: () => $options.setKey('useDeepAnalysis', !options.useDeepAnalysis),
    },
    {
      key: 'image',
      label: words.imageTitle,
      blocked: used.image,
      run: onImage,
    },
    { key: 'sound', label: words.soundTitle, blocked: used.sound, run: onSound },
  ];
  const last = items.length - 1;
  const [focusIndex, setFocusIndex] = useState(start === 'first' ? 0 : last);

  useEffect(() => {
    menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]')[focusIndex]?.focus();
  }, [focusIndex]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !button.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [button, onClose]);

  const choose = (item: Item) => {
    if (item.blocked) return;
    item.run();
    // Toggles keep the menu open to set both. A dialog opens after this, from the Tools button, so it gives the
    // focus back to the button on closing (not to the page, as it would to the item that is gone).
    if (item.checked === undefined) onClose(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setFocusIndex(move);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  };

  return (
    <div ref={menuRef} id={id} role="menu" aria-labelledby={labelledBy} className={styles.menu} onKeyDown={onKeyDown}>
      {items.map((item, index) => {
        const common = {
          type: 'button' as const,
          tabIndex: -1,
          className: styles.menuItem,
          onClick: () => choose(item),
          onFocus: () => setFocusIndex(index),
        };
        return item.checked === undefined ? (
          <button key={item.key} {...common} role="menuitem" aria-disabled={item.blocked || undefined}>
            <span aria-hidden="true" className={styles.menuMark} />
            <span>{item.label}</span>
            {item.blocked && <span className={styles.blocked}>{words.blocked}</span>}
          </button>
        ) : (
          <button key={item.key} {...common} role="menuitemcheckbox" aria-checked={item.checked}>
            <span aria-hidden="true" className={styles.menuMark}>
              {item.checked ? '✓' : ''}
            </span>
            <span>{item.label}</span>
          </button>
        );
      })}
    </div>
  );
}
