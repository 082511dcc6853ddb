import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataFileSchemas } from '../content/data-files';
import { hindiDataSchemas } from '../content/hindi-data';
import {
  factsSchema,
  faqSchema,
  hindiPageSchema,
  hindiPolicySchema,
  policySchema,
  translatedFromSchema,
} from '../content/schemas';
import { siteSchema } from '../content/site';
import { type CmsField, fieldOf, fieldsOf, jsonSchemaOf, listItems } from './schema-fields';

/**
 * The CMS's collections: every file under content/ that the site reads, with fields derived from its zod schema.
 * English and Hindi MDX are one entry in two locales (content/pages/x.mdx and content/pages/hi/x.mdx); FAQ entries
 * carry both languages in one object; the Hindi words of the data lists (content/data/hi/) are their own files.
 */

/** A collection of the CMS configuration (https://sveltiacms.app/en/docs/collections). */
export type CmsCollection = { name: string; label: string } & Record<string, unknown>;

/** The MDX body, edited as raw text: Sveltia's rich-text mode would escape the JSX of our components. */
const body: CmsField = {
  name: 'body',
  label: 'Text (MDX)',
  widget: 'richtext',
  modes: ['raw'],
  hint: 'Markdown with the site’s components, such as <SiteFact field="email" />. Keep the tags as they are.',
};

const translatedFromHint =
  'Hindi only: the hash `npm run translations:status` prints for the English text this translation follows.';

/** Every field of a page or policy is written in each locale's file; `translatedFrom` only in the Hindi one. */
function localizedFields(fields: CmsField[]): CmsField[] {
  return [...fields, body].map((field) => {
    if (field.name === 'translatedFrom') return { ...field, required: ['hi'], hint: translatedFromHint, i18n: true };
    // The date line's date is the same in both editions; the Hindi file takes the English one.
    if (field.name === 'date') return { ...field, i18n: 'duplicate' };
    return { ...field, i18n: true };
  });
}

function mdxCollection(name: string, label: string, folder: string, fields: CmsField[]): CmsCollection {
  return {
    name,
    label,
    folder,
    extension: 'mdx',
    format: 'frontmatter',
    // A page's route is a file under src/pages/: editors change pages, developers add or remove them.
    create: false,
    delete: false,
    identifier_field: 'heading',
    i18n: true,
    fields: localizedFields(fields),
  };
}

/** A policy's fields; the date label's select holds both editions' wordings, since a select cannot differ by locale. */
function policyFields(): CmsField[] {
  const labels = [policySchema, hindiPolicySchema].flatMap((schema) => schema.shape.dateLabel.options);
  return fieldsOf(jsonSchemaOf(hindiPolicySchema)).map((field) =>
    field.name === 'dateLabel' ? { ...field, options: labels } : field,
  );
}

function jsonFiles(directory: string): string[] {
  return readdirSync(directory)
    .filter((file) => file.endsWith('.json'))
    .sort();
}

/** A JSON file whose top level is a list: Sveltia's top-level list (`root: true`). */
function listFile(name: string, label: string, file: string, items: Record<string, unknown>) {
  return { name, label, file, fields: [{ name: 'entries', label, widget: 'list', root: true, ...items }] };
}

/** The `id` each entry of a data list needs (Astro's file loader keys entries by it). */
const idField: CmsField = {
  name: 'id',
  label: 'Id',
  widget: 'string',
  hint: 'Other files and pages refer to an entry by its id: change it only together with them.',
};

function faqCollection(root: string): CmsCollection {
  const fields = fieldsOf(jsonSchemaOf(faqSchema), { omit: ['order'], optional: ['page'] });
  return {
    name: 'faq',
    label: 'FAQ',
    files: jsonFiles(join(root, 'content/faq')).map((file) => {
      const page = file.replace(/\.json$/, '');
      return listFile(page, `FAQ of /${page}`, `content/faq/${file}`, { fields: [idField, ...fields] });
    }),
  };
}

function dataCollection(): CmsCollection {
  return {
    name: 'data',
    label: 'Data lists',
    files: Object.entries(dataFileSchemas).map(([name, schema]) => {
      // facts.json has its own whole-file schema (ids follow a pattern and are unique).
      const items =
        name === 'facts'
          ? listItems(jsonSchemaOf(factsSchema).items ?? {})
          : prependId(listItems(jsonSchemaOf(schema)));
      return listFile(name, labelOfFile(name), `content/data/${name}.json`, items);
    }),
  };
}

function prependId(items: Record<string, unknown>): Record<string, unknown> {
  return { ...items, fields: [idField, ...(items.fields as CmsField[])] };
}

function labelOfFile(name: string): string {
  const words = name.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * content/data/hi/<name>.json keys each entry's Hindi words by the entry's id, a map Sveltia cannot add keys to:
 * the form has one group per id the file holds now. A new entry's key is added with the English entry, by a developer.
 */
function hindiDataCollection(root: string): CmsCollection {
  return {
    name: 'data-hi',
    label: 'Data lists in Hindi (हिन्दी)',
    files: Object.entries(hindiDataSchemas).map(([name, schema]) => {
      const file = `content/data/hi/${name}.json`;
      const entries = JSON.parse(readFileSync(join(root, file), 'utf8')) as { entries: Record<string, unknown> };
      const entrySchema = jsonSchemaOf(schema).properties?.entries?.additionalProperties;
      if (typeof entrySchema !== 'object') throw new Error(`${file}: entries must be a map of objects`);
      const entryFields = fieldsOf(entrySchema);
      return {
        name,
        label: `${labelOfFile(name)} in Hindi`,
        file,
        fields: [
          { ...fieldOf('translatedFrom', jsonSchemaOf(translatedFromSchema), true), hint: translatedFromHint },
          {
            name: 'entries',
            label: 'Entries',
            widget: 'object',
            fields: Object.keys(entries.entries).map((id) => ({
              name: id,
              label: id,
              widget: 'object',
              fields: entryFields,
            })),
          },
        ],
      };
    }),
  };
}

export function cmsCollections(root: string): CmsCollection[] {
  return [
    mdxCollection('pages', 'Pages', 'content/pages', fieldsOf(jsonSchemaOf(hindiPageSchema))),
    mdxCollection('policies', 'Policies', 'content/policies', policyFields()),
    faqCollection(root),
    dataCollection(),
    hindiDataCollection(root),
    {
      name: 'site',
      label: 'Site',
      files: [
        {
          name: 'site',
          label: 'Names and contacts',
          file: 'content/site.json',
          fields: fieldsOf(jsonSchemaOf(siteSchema)),
        },
      ],
    },
  ];
}
