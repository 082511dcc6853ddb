import type { RootContent } from 'mdast';
import { mdxToMdast } from 'satteri';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { basePageSchema } from '../../../src/content/schemas';

/**
 * An MDX file as the site's own build reads it: satteri (the parser Astro's MDX integration uses) gives the tree, and
 * the YAML frontmatter is checked with the page schemas. Build-time code only.
 */

/** The frontmatter fields the chat index reads, from either page schema. */
const frontmatterSchema = basePageSchema.partial().extend({
  heading: z.string().optional(),
  lede: z.string().optional(),
  // The Hindi edition writes its own label ("अंतिम अपडेट"), so any text.
  dateLabel: z.string().optional(),
  date: z.coerce.date().optional(),
});
export type Frontmatter = z.output<typeof frontmatterSchema>;

export interface MdxDocument {
  frontmatter: Frontmatter;
  /** The body's top-level nodes (the frontmatter node left out). */
  children: RootContent[];
}

export function readMdx(source: string): MdxDocument {
  const root = mdxToMdast(source, { position: false });
  const nodes = 'children' in root ? (root.children as RootContent[]) : [];
  const yaml = nodes.find((node) => node.type === 'yaml');
  return {
    frontmatter: frontmatterSchema.parse(yaml ? (parseYaml(yaml.value) ?? {}) : {}),
    children: nodes.filter((node) => node.type !== 'yaml'),
  };
}
