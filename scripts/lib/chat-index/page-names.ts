import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import englishNavigation from '../../../src/i18n/messages/en/navigation';
import hindiNavigation from '../../../src/i18n/messages/hi/navigation';
import { readMdx } from './mdx-document';

/** How a chat link names each page it may link, in both languages ("Admissions: how to apply"). */

/** How a chat link names each page in Hindi (the English name is the page's own title). */
const hindiPageNames: Record<string, string> = {
  '/': 'होम',
  '/about': 'हमारे बारे में',
  '/services': 'सेवाएँ',
  '/ai-tools': 'AI टूल',
  '/vauxa-ai': 'Vauxa चैट',
  '/games': 'आवाज़ के खेल',
  '/admissions': 'एडमिशन',
  '/founder': 'संस्थापक',
  '/leadership': 'नेतृत्व',
  '/institute-voice-acting': 'वॉइस एक्टिंग संस्थान',
  '/investor-portal': 'निवेशक पोर्टल',
  '/investment-policy': 'निवेश नीति',
  '/payment-schedule': 'भुगतान कैलेंडर',
  '/privacy-policy': 'निजता नीति',
  '/accessibility': 'सुगम्यता',
};

/** Pages that are an island rather than content: named as the menu names them. */
const islandPages: Record<string, { en: string; hi: string }> = {
  '/student-portal': { en: englishNavigation.studentPortal, hi: hindiNavigation.studentPortal },
};

export type PageNames = Record<string, { en: string; hi: string }>;

/** Each page's name: the English title of its content/pages or content/policies file, and its Hindi name. */
export async function pageNames(contentDir: string): Promise<PageNames> {
  const names: PageNames = { ...islandPages };
  for (const [route, hi] of Object.entries(hindiPageNames)) {
    const id = route === '/' ? 'home' : route.slice(1);
    for (const folder of ['pages', 'policies']) {
      const source = await readFile(join(contentDir, folder, `${id}.mdx`), 'utf8').catch(() => undefined);
      if (source) names[route] ??= { en: readMdx(source).frontmatter.title ?? id, hi };
    }
  }
  return names;
}

/** "Admissions: how to apply", in both languages; throws for a page the chat cannot link. */
export function linkTitle(names: PageNames, page: string, topic: { en: string; hi: string }, what: string) {
  const name = names[page];
  if (!name) throw new Error(`${what}: ${page} is not a page the chat can link`);
  return { en: `${name.en}: ${topic.en}`, hi: `${name.hi}: ${topic.hi}` };
}
