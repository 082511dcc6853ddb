import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { dataFileSchemas } from '../content/data-files';
import { mostAskedEntrySchema } from '../content/most-asked';
import { nextIntakeSchema } from '../content/next-intake';
import {
  factsSchema,
  faqSchema,
  hindiPageSchema,
  hindiPolicySchema,
  policySchema,
  translatedFromSchema,
} from '../content/schemas';
import { siteSchema } from '../content/site';
import { TRANSLATED_FIELDS } from '../content/translated-fields';
import { type CmsField, fieldOf, fieldsOf, jsonSchemaOf, listItems } from './schema-fields';

/**
 * The CMS's collections: every file under content/ that the site reads, with fields derived from its zod schema.
 * English and Hindi MDX are one entry in two locales (content/pages/x.mdx and content/pages/hi/x.mdx), and so are a
 * translated data list and its Hindi words (content/data/x.json and content/data/hi/x.json); FAQ entries carry both
 * languages in one object.
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

/** The `translatedFrom` of a Hindi data entry: written in the Hindi file only. */
const entryTranslatedFrom: CmsField = {
  ...fieldOf('translatedFrom', jsonSchemaOf(translatedFromSchema), true),
  required: ['hi'],
  hint: 'Hindi only: the hash `npm run translations:status` prints for the English entry this translation follows.',
  i18n: true,
};

/**
 * A list's fields in two locales: the id is copied into the Hindi file (it pairs the entries), the translated fields
 * are written in each locale, and the rest (numbers, prices, order) only in the English file.
 */
function localizedEntryFields(fields: CmsField[], translated: readonly string[]): CmsField[] {
  const localized = fields.map((field): CmsField => {
    if (field.name === 'id') return { ...field, i18n: 'duplicate' };
    return { ...field, i18n: translated.includes(field.name) };
  });
  return [...localized, entryTranslatedFrom];
}

function localizedItems(items: Record<string, unknown>, translated: readonly string[]): Record<string, unknown> {
  if (items.types) {
    const types = items.types as CmsField[];
    return {
      ...items,
      types: types.map((type) => ({ ...type, fields: localizedEntryFields(type.fields as CmsField[], translated) })),
    };
  }
  return { ...items, fields: localizedEntryFields(items.fields as CmsField[], translated) };
}

/**
 * The data lists; a translated one is one entry in two locales, content/data/x.json and content/data/hi/x.json.
 * Its list is duplicated between them: an entry added, moved or removed in English is in Hindi too.
 */
function dataCollection(): CmsCollection {
  return {
    name: 'data',
    label: 'Data lists',
    i18n: true,
    files: Object.entries(dataFileSchemas).map(([name, schema]) => {
      // facts.json has its own whole-file schema (ids follow a pattern and are unique).
      const items =
        name === 'facts'
          ? listItems(jsonSchemaOf(factsSchema).items ?? {})
          : prependId(listItems(jsonSchemaOf(schema)));
      const translated = (TRANSLATED_FIELDS as Record<string, readonly string[]>)[name];
      if (!translated) return listFile(name, labelOfFile(name), `content/data/${name}.json`, items);
      const file = listFile(name, labelOfFile(name), `content/data/{{locale}}/${name}.json`, {
        ...localizedItems(items, translated),
        i18n: 'duplicate',
      });
      return { ...file, i18n: true };
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

const nextBatchHint =
  'The next batch of the free voice-acting course: its name in English and Hindi, its last date to apply and its start date. Remove it while the dates are not known: pages then say applications are open for the next batch and that we will write with its dates, as they do by themselves once its last date to apply has passed.';

const mostAskedHint =
  'The questions Vauxa answers first, each with several wordings in English, Hindi and Roman-script Hindi. Kind faq: the named FAQ entry answers it. Kind answer: its own answer (numbers only as placeholders such as {minimum-age}; {intake.name}, {intake.applyBy} and {intake.startDate} come from Next intake). Kind not-on-site: a topic the site does not cover; Vauxa says so and gives the contact.';

/** The chat's most-asked questions (content/assistant/most-asked.json). */
function assistantCollection(): CmsCollection {
  const fields = fieldsOf(jsonSchemaOf(mostAskedEntrySchema));
  return {
    name: 'assistant',
    label: 'Vauxa',
    files: [
      listFile('most-asked', 'Most-asked questions', 'content/assistant/most-asked.json', {
        fields: [idField, ...fields],
        hint: mostAskedHint,
      }),
    ],
  };
}

export function cmsCollections(root: string): CmsCollection[] {
  return [
    mdxCollection('pages', 'Pages', 'content/pages', fieldsOf(jsonSchemaOf(hindiPageSchema))),
    mdxCollection('policies', 'Policies', 'content/policies', policyFields()),
    faqCollection(root),
    assistantCollection(),
    dataCollection(),
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
        {
          name: 'next-intake',
          label: 'Next intake',
          file: 'content/next-intake.json',
          fields: fieldsOf(jsonSchemaOf(nextIntakeSchema)).map((field) => ({ ...field, hint: nextBatchHint })),
        },
      ],
    },
  ];
}
