import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { commonWords } from '../../i18n/namespaces/common';
import { voiceToolsWords } from '../../i18n/namespaces/voice-tools';
import { useOnDemand } from '../common/on-demand';
import { useWords } from '../common/use-messages';
import TextToSpeech from './TextToSpeech';
import panel from './ToolPanel.module.css';
import styles from './ToolTabs.module.css';
import { voiceCloning } from './tool-parts';
import { type ToolTab, useToolTabHash } from './use-tool-tab-hash';

interface Props {
  /** Card holders may clone; for everyone else the tab says who can and how to get a card. */
  canClone: boolean;
}

/** The page's section on the voice card and how to get one (content/pages/ai-tools.mdx, both editions). */
const CARD_SECTION = 'about-the-card';

type TabId = ToolTab;
const TABS: readonly TabId[] = ['tts', 'clone'];

/** The two tools as ARIA tabs (arrow keys, Home and End move between them). */
export default function ToolTabs({ canClone }: Props) {
  const asked = useToolTabHash();
  const words = useWords(voiceToolsWords);
  const common = useWords(commonWords);
  const cloning = useOnDemand(voiceCloning);
  const [cloningFailed, setCloningFailed] = useState(false);
  const VoiceCloning = cloning.module?.default;
  const loadCloning = cloning.use;
  useEffect(() => {
    if (canClone) void loadCloning().then((loaded) => setCloningFailed(!loaded));
  }, [canClone, loadCloning]);
  const [active, setActive] = useState<TabId>(asked ?? 'tts');
  // A dropdown link to the other tool while this page is open changes only the hash.
  useEffect(() => {
    if (asked) setActive(asked);
  }, [asked]);
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ tts: null, clone: null });
  const id = useId();

  const select = (tab: TabId) => {
    setActive(tab);
    tabRefs.current[tab]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(active);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(TABS[(target + TABS.length) % TABS.length] as TabId);
  };

  const tab = (tabId: TabId, label: string, extra?: string) => (
    <button
      ref={(element) => {
        tabRefs.current[tabId] = element;
      }}
      type="button"
      role="tab"
      id={`${id}-${tabId}-tab`}
      aria-selected={active === tabId}
      aria-controls={`${id}-${tabId}-panel`}
      tabIndex={active === tabId ? 0 : -1}
      className={styles.tab}
      onClick={() => setActive(tabId)}
    >
      {label}
      {extra && <span className={styles.tabBadge}>{extra}</span>}
    </button>
  );

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={words.tablistLabel} className={styles.tablist} onKeyDown={onKeyDown}>
        {tab('tts', words.textToSpeech)}
        {tab('clone', words.voiceCloning, canClone ? undefined : words.cardHoldersOnly)}
      </div>
      <div
        role="tabpanel"
        id={`${id}-tts-panel`}
        aria-labelledby={`${id}-tts-tab`}
        hidden={active !== 'tts'}
        className={styles.panel}
      >
        <TextToSpeech />
      </div>
      <div
        role="tabpanel"
        id={`${id}-clone-panel`}
        aria-labelledby={`${id}-clone-tab`}
        hidden={active !== 'clone'}
        className={styles.panel}
      >
        {canClone ? (
          VoiceCloning ? (
            <VoiceCloning onUseVoice={() => select('tts')} />
          ) : (
            <p role={cloningFailed ? 'alert' : 'status'}>
              {cloningFailed ? common.networkError : words.loadingCloning}
            </p>
          )
        ) : (
          <div className={panel.panelBody}>
            <p className={panel.locked}>
              <strong>{words.cloneLockedStrong}</strong> {words.cloneLockedRest}{' '}
              <a href={`#${CARD_SECTION}`}>{words.howToGetCard}</a>
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
