import type { PhrasingContent, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'satteri';
import type { ReplyLanguage } from '../../../netlify/lib/assistant/types';
import { factText, isFactId } from '../../../src/content/facts';
import { intakeSentence } from '../../../src/content/intake-sentence';
import { founderFullName, postalAddress, site } from '../../../src/content/site';
import { endSentence } from './sentences';

/**
 * MDX nodes as the plain text a visitor reads: the fact components (Fact, SiteFact, IntakeLead)
 * give their text, other components their children, code and expressions nothing. A paragraph, a list, a table is
 * one paragraph of text; each list item and table row is a sentence of its own.
 */

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** A string attribute of a component (`title="…"`), or undefined. */
export function attribute(element: JsxElement, name: string): string | undefined {
  for (const item of element.attributes) {
    if (item.type === 'mdxJsxAttribute' && item.name === name && typeof item.value === 'string') return item.value;
  }
  return undefined;
}

function siteFact(field: string): string {
  if (field === 'address') return postalAddress;
  if (field === 'founder' || field === 'founderName') return founderFullName;
  const value = (site as unknown as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** The intake lead as the page states it on the day the index is built (it is rebuilt with every deploy). */
const intakeLead = (language: ReplyLanguage): string => intakeSentence(language, new Date());

/** The text a fact component stands for, or undefined for any other component. */
export function factComponent(element: JsxElement, language: ReplyLanguage): string | undefined {
  switch (element.name) {
    case 'Fact': {
      const id = attribute(element, 'id') ?? '';
      return isFactId(id) ? factText(id, language) : '';
    }
    case 'SiteFact':
      return siteFact(attribute(element, 'field') ?? '');
    case 'IntakeLead':
      return intakeLead(language);
    default:
      return undefined;
  }
}

const tidy = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** The readable text of inline content. */
export function inlineText(nodes: readonly (PhrasingContent | RootContent)[], language: ReplyLanguage): string {
  return tidy(nodes.map((node) => inlineNode(node, language)).join(''));
}

function inlineNode(node: PhrasingContent | RootContent, language: ReplyLanguage): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'break':
      return ' ';
    case 'image':
      return node.alt ?? '';
    case 'mdxJsxTextElement':
    case 'mdxJsxFlowElement':
      return factComponent(node, language) ?? ` ${inlineText(node.children, language)} `;
    case 'paragraph':
    case 'heading':
      return ` ${inlineText(node.children, language)} `;
    default:
      return 'children' in node ? inlineText(node.children as PhrasingContent[], language) : '';
  }
}

/** The paragraphs of block content, in reading order. */
export function blockParagraphs(nodes: readonly RootContent[], language: ReplyLanguage): string[] {
  return nodes.flatMap((node) => blockNode(node, language)).filter(Boolean);
}

/** A list's items as sentences, a nested list's items after their parent's. */
function listSentences(node: Extract<RootContent, { type: 'list' }>, language: ReplyLanguage): string[] {
  return node.children.flatMap((item) => {
    const own = item.children.filter((child) => child.type !== 'list');
    const nested = item.children.filter((child) => child.type === 'list');
    return [
      endSentence(inlineText(own, language)),
      ...nested.flatMap((list) => (list.type === 'list' ? listSentences(list, language) : [])),
    ];
  });
}

function blockNode(node: RootContent, language: ReplyLanguage): string[] {
  switch (node.type) {
    case 'paragraph':
      return [inlineText(node.children, language)];
    case 'heading':
      return [inlineText(node.children, language)];
    case 'list':
      return [listSentences(node, language).filter(Boolean).join(' ')];
    case 'table':
      // One sentence per row: its cells joined by colons ("Basic plan: ₹1,000.").
      return [
        node.children
          .map((row) =>
            endSentence(
              row.children
                .map((cell) => inlineText(cell.children, language))
                .filter(Boolean)
                .join(': '),
            ),
          )
          .join(' '),
      ];
    case 'blockquote':
      return blockParagraphs(node.children, language);
    case 'code':
      return [tidy(node.value)];
    case 'mdxJsxFlowElement': {
      const fact = factComponent(node, language);
      if (fact !== undefined) return [fact];
      return blockParagraphs(node.children as RootContent[], language);
    }
    case 'mdxJsxTextElement':
    case 'text':
    case 'emphasis':
    case 'strong':
    case 'link':
      return [inlineNode(node, language)];
    default:
      // ESM, expressions, raw HTML, thematic breaks: nothing a visitor reads as text.
      return [];
  }
}
