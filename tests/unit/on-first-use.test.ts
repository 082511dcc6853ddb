/**
 * The parts of an island that a page does not show at first (dialogs, the image viewer, the chat's messages, tools
 * menu and reply streaming, the card login, the AI tools, the games' audio analysis, recorder and microphone help, the
 * two lower games, the admission form's check, the signed-in dashboards, the header's search dialog, a toast) load
 * on first use: each is out of its page's first load (every island hydrated) and reachable through a dynamic import.
 * Reads the build (`npm run build` first).
 */
import { describe, expect, it } from 'vitest';
import { type BuiltPage, builtPages, loadableClosure, readChunkGraph, staticClosure } from '../support/first-load';

/** A toast's code and the choice of the edge toasts sit at, on every page with the toast region. */
const TOAST = ['src/islands/toaster/ToastItem.tsx', 'src/islands/toaster/ToastEdge.tsx'];

/** The header's search dialog, on every page: its code, its ranking and its snippets. */
const SEARCH = [
  'src/browser/search-dialog.ts',
  'src/browser/site-search.ts',
  'src/domain/search-ranking.ts',
  'src/domain/search-snippet.ts',
];

const ON_FIRST_USE: Record<string, string[]> = {
  '/': SEARCH,
  '/about': SEARCH,
  '/vauxa-ai': [
    'src/islands/chat/SettingsDialog.tsx',
    'src/islands/chat/ToolDialogs.tsx',
    'src/islands/chat/PromptDialog.tsx',
    'src/islands/chat/ImageViewer.tsx',
    'src/islands/chat/MessageItems.tsx',
    'src/islands/chat/FollowLatest.tsx',
    'src/islands/chat/MessageBubble.tsx',
    'src/islands/chat/HistoryList.tsx',
    'src/islands/chat/ToolsMenuItems.tsx',
    'src/stores/saved-chat-actions.ts',
    'src/stores/chat-reply.ts',
    'src/domain/chat-history-text.ts',
    'src/domain/chat-voices.ts',
    'src/stores/chat-tools.ts',
    'src/i18n/messages/en/chat-parts.ts',
    ...TOAST,
  ],
  '/ai-tools': [
    'src/islands/ai-tools/CardLogin.tsx',
    'src/islands/ai-tools/VoiceCloning.tsx',
    'src/islands/ai-tools/Tools.tsx',
    'src/islands/ai-tools/TextToSpeech.tsx',
    'src/islands/ai-tools/VoicePicker.tsx',
    'src/islands/ai-tools/use-part-player.ts',
    'src/stores/voice-tools.ts',
    'src/i18n/messages/en/voice-tools.ts',
    'src/i18n/trial-text.ts',
    ...TOAST,
  ],
  '/games': [
    'src/islands/games/PitchMatchGame.tsx',
    'src/islands/games/VoiceChallengeGame.tsx',
    'src/domain/pitch-detection.ts',
    'src/islands/games/open-microphone.ts',
    'src/islands/games/record-take.ts',
    'src/islands/games/MicHelp.tsx',
    'src/i18n/messages/en/mic-help.ts',
  ],
  '/admissions': ['src/stores/admission-check.ts', 'src/i18n/messages/en/admission-rules.ts'],
  '/payment-schedule': ['src/islands/payment/VerifyDialog.tsx', ...TOAST],
  '/investor-portal': [
    'src/islands/investor/InvestorDashboard.tsx',
    'src/i18n/messages/en/investor-dashboard.ts',
    ...TOAST,
  ],
  '/settings': TOAST,
  '/admin': ['src/islands/admin/ApplicationsDashboard.tsx'],
};

const graph = readChunkGraph();
const pages = new Map(builtPages().map((page) => [page.route, page]));
const entriesOf = (page: BuiltPage) => [
  ...page.scripts,
  ...page.islands.flatMap((island) => [island.component, island.renderer]),
];

/** Where a page loads `module` before it is used: the chunk and the modules that import it statically. */
function loadedAtFirst(page: BuiltPage, module: string): string | null {
  for (const chunk of staticClosure(graph, entriesOf(page))) {
    const importers = graph[chunk]?.importers[module];
    if (importers)
      return `${page.route}: ${module} is in the first load, in ${chunk} (imported by ${importers.join(', ')})`;
  }
  return null;
}

function loadableLater(page: BuiltPage, module: string): boolean {
  const entries = [...entriesOf(page), ...page.inlineScriptImports];
  return [...loadableClosure(graph, entries)].some((chunk) => graph[chunk]?.modules.includes(module));
}

const cases = Object.entries(ON_FIRST_USE).flatMap(([route, modules]) =>
  [route, route === '/' ? '/hi' : `/hi${route}`].flatMap((edition) =>
    modules.map((module) => [edition, module] as const),
  ),
);

describe('parts that load on first use', () => {
  it.each(cases)('%s loads %s on first use', (route, module) => {
    const page = pages.get(route);
    if (!page) throw new Error(`${route} was not built`);
    expect(loadedAtFirst(page, module)).toBeNull();
    expect(loadableLater(page, module), `${route}: ${module} is not reachable through a dynamic import`).toBe(true);
  });
});
