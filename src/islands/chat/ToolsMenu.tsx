import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { chatWords } from '../../i18n/messages/en/chat';
import { useWords } from '../../i18n/use-messages';
import { $options } from '../../stores/chat';
import { $toolsUsed } from '../../stores/chat-tools-used';
import type { IntentProps } from '../common/on-demand';
import styles from './ToolsMenu.module.css';

interface Props {
  onImage: () => void;
  onSound: () => void;
  /** A dialog the menu opens is loading its code. */
  busy: boolean;
  /** Pointing at or focusing the Tools button starts loading the dialogs it opens. */
  intent: IntentProps;
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
 * The tools menu (WAI-ARIA menu button): web search and deep analysis toggles, image generation and sound effect.
 * Arrow keys, Home and End move, Enter and Space choose, Escape and Tab close. A used tool shows Blocked.
 */
export default function ToolsMenu({ onImage, onSound, busy, intent }: Props) {
  const words = useWords(chatWords);
  const options = useStore($options);
  const used = useStore($toolsUsed);
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
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

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]')[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const choose = (item: Item) => {
    if (item.blocked) return;
    item.run();
    // Toggles keep the menu open to set both; the dialogs take the focus.
    if (item.checked === undefined) close(false);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
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
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
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
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-busy={busy || undefined}
        {...intent}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {words.tools}
      </button>
      <div
        ref={menuRef}
        id={`${id}-menu`}
        role="menu"
        aria-labelledby={`${id}-button`}
        className={styles.menu}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
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
    </div>
  );
}
