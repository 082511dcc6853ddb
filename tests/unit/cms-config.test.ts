import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CmsCollection } from '../../src/cms/collections';
import { cmsConfig } from '../../src/cms/config';
import type { CmsField } from '../../src/cms/schema-fields';
import { dataFileSchemas } from '../../src/content/data-files';
import { hindiDataSchemas } from '../../src/content/hindi-data';
import {
  factIdSchema,
  factsSchema,
  faqSchema,
  hindiPageSchema,
  hindiPolicySchema,
  policySchema,
} from '../../src/content/schemas';
import { siteSchema } from '../../src/content/site';

/**
 * The CMS asks for what the build accepts: each field's rules (required, lengths, pattern, number range, options,
 * list size) accept and refuse the same values as the zod schema the build checks that property with.
 */

const config = cmsConfig({ root: process.cwd(), repository: 'owner/site', siteUrl: 'https://example.org' });
const collection = (name: string) => config.collections.find((entry) => entry.name === name) as CmsCollection;
const files = (name: string) => collection(name).files as { name: string; file: string; fields: CmsField[] }[];

/**
 * Rules zod checks that no field rule can state; the build refuses a breach. Listed here so that any other
 * disagreement fails this test.
 */
const KNOWN_GAPS = [
  // An answer reads every number from a fact placeholder: a refinement over the whole text.
  /^faq\.[\w-]+\.(en|hi)\.answer$/,
  // A URL is checked by zod's URL parser, not by a pattern.
  /^site\.site\.url$/,
];

type Shape = Record<string, z.ZodType>;

function cmsAccepts(field: CmsField, value: unknown): boolean {
  if (value === undefined || value === '') return field.required === false;
  switch (field.widget) {
    case 'string':
    case 'text': {
      if (typeof value !== 'string') return false;
      if (typeof field.minlength === 'number' && value.length < field.minlength) return false;
      if (typeof field.maxlength === 'number' && value.length > field.maxlength) return false;
      const pattern = field.pattern as [string, string] | undefined;
      return !pattern || new RegExp(pattern[0]).test(value);
    }
    case 'number': {
      if (typeof value !== 'number' || Number.isNaN(value)) return false;
      if (field.value_type === 'int' && !Number.isInteger(value)) return false;
      if (typeof field.min === 'number' && value < field.min) return false;
      return !(typeof field.max === 'number' && value > field.max);
    }
    case 'select':
      return (field.options as unknown[]).includes(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'list': {
      if (!Array.isArray(value)) return false;
      if (typeof field.min === 'number' && value.length < field.min) return false;
      return !(typeof field.max === 'number' && value.length > field.max);
    }
    default:
      throw new Error(`no probe for widget ${field.widget}`);
  }
}

/** The values tried on a field: its bounds, either side of them, and arbitrary ones. */
function probes(field: CmsField): unknown[] {
  switch (field.widget) {
    case 'string':
    case 'text': {
      const lengths = [0, 1, 2, 49, 50, 51, 69, 70, 71, 169, 170, 171, 199, 200, 201, 299, 300, 301, 399, 400, 401];
      return [undefined, ...lengths.map((n) => 'x'.repeat(n)), ...fc.sample(fc.string({ maxLength: 420 }), 60)];
    }
    case 'number':
      return [undefined, -1, 0, 0.5, 1, 2, 3, 4, 98, 99, 100, 2.5, ...fc.sample(fc.integer(), 30)];
    case 'select':
      return [undefined, ...(field.options as unknown[]), 'not one of the options'];
    case 'boolean':
      return [undefined, true, false];
    default:
      return [];
  }
}

/** zod's schema of a property, and whether the file may leave it out. */
function unwrap(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as { type: string; innerType?: z.ZodType };
  return (def.type === 'optional' || def.type === 'default') && def.innerType ? unwrap(def.innerType) : schema;
}

function shapeOf(schema: z.ZodType): Shape {
  const inner = unwrap(schema) as z.ZodType & { shape?: Shape };
  if (!inner.shape) throw new Error('not an object schema');
  return inner.shape;
}

/** Adds to `found` every way in which `fields` judge a value differently from the schema's `shape`. */
function compareFields(
  found: string[],
  path: string,
  fields: CmsField[],
  shape: Shape,
  optional: readonly string[] = [],
) {
  for (const field of fields) {
    const where = `${path}.${field.name}`;
    const property = shape[field.name];
    if (!property) {
      found.push(`${where}: no such property in the schema`);
      continue;
    }
    // A property the loader fills in when the file leaves it out.
    const schema = optional.includes(field.name) ? property.optional() : property;
    const zodRequired = !schema.safeParse(undefined).success;
    const cmsRequired = field.required !== false;
    if (zodRequired !== cmsRequired) found.push(`${where}: required ${cmsRequired}, schema ${zodRequired}`);
    compareValues(found, where, field, schema);
  }
  const named = new Set(fields.map((field) => field.name));
  for (const property of Object.keys(shape)) {
    if (!named.has(property) && !['order', 'page'].includes(property)) {
      found.push(`${path}.${property}: the schema's property has no field`);
    }
  }
}

function compareValues(found: string[], where: string, field: CmsField, schema: z.ZodType) {
  if (field.widget === 'object') return compareFields(found, where, field.fields as CmsField[], shapeOf(schema));
  if (field.widget === 'datetime') {
    if (!schema.safeParse('2025-06-18').success) found.push(`${where}: the date picker's value is refused`);
    return;
  }
  if (field.widget === 'list') return compareList(found, where, field, unwrap(schema) as z.ZodArray<z.ZodType>);
  if (KNOWN_GAPS.some((gap) => gap.test(where))) return;
  // A select is also tried with every value the schema allows, so that an option missing from the editor shows.
  const schemaOptions = field.widget === 'select' ? ((unwrap(schema) as { options?: unknown[] }).options ?? []) : [];
  for (const value of [...probes(field), ...schemaOptions]) {
    if (value === undefined) continue;
    // An optional field left empty is not written (omit_empty_optional_fields): the build sees no property.
    const written = value === '' && field.required === false ? undefined : value;
    const zodAccepts = schema.safeParse(written).success;
    if (zodAccepts !== cmsAccepts(field, value)) {
      found.push(`${where}: ${JSON.stringify(value)} is ${zodAccepts ? 'accepted' : 'refused'} by the schema`);
      return;
    }
  }
}

function compareList(found: string[], where: string, field: CmsField, schema: z.ZodArray<z.ZodType>) {
  const element = schema._zod.def.element;
  if (field.field) {
    const item = field.field as CmsField;
    compareValues(found, `${where}[]`, item, element);
    const valid = probes(item).find((value) => value !== undefined && element.safeParse(value).success);
    for (const length of [0, 1, 2]) {
      const list = Array.from({ length }, () => valid);
      if (schema.safeParse(list).success !== cmsAccepts(field, list)) {
        found.push(`${where}: a list of ${length} is judged differently`);
      }
    }
    return;
  }
  compareFields(found, `${where}[]`, field.fields as CmsField[], shapeOf(element));
}

describe('the CMS configuration against the zod schemas', () => {
  it('pages: every frontmatter field, translatedFrom required in Hindi only, the body as raw MDX', () => {
    const found: string[] = [];
    const fields = collection('pages').fields as CmsField[];
    compareFields(
      found,
      'pages',
      fields.filter((field) => !['body', 'translatedFrom'].includes(field.name)),
      hindiPageSchema.omit({ translatedFrom: true }).shape,
    );
    expect(fields.find((field) => field.name === 'translatedFrom')?.required).toEqual(['hi']);
    expect(fields.find((field) => field.name === 'body')).toMatchObject({ widget: 'richtext', modes: ['raw'] });
    expect(fields.every((field) => field.i18n !== undefined)).toBe(true);
    expect(found).toEqual([]);
  });

  it('policies: the date label offers exactly both editions’ wordings, the date is shared', () => {
    const found: string[] = [];
    const fields = (collection('policies').fields as CmsField[]).filter(
      (field) => !['body', 'translatedFrom'].includes(field.name),
    );
    const dateLabel = fields.find((field) => field.name === 'dateLabel');
    expect(dateLabel?.options).toEqual([
      ...policySchema.shape.dateLabel.options,
      ...hindiPolicySchema.shape.dateLabel.options,
    ]);
    compareFields(
      found,
      'policies',
      fields.filter((field) => field.name !== 'dateLabel'),
      hindiPolicySchema.omit({ translatedFrom: true, dateLabel: true }).shape,
    );
    expect(fields.find((field) => field.name === 'date')?.i18n).toBe('duplicate');
    expect(found).toEqual([]);
  });

  it('FAQ files: each entry’s fields but the loader’s order (and page, which the file name gives)', () => {
    const found: string[] = [];
    for (const file of files('faq')) {
      const list = file.fields[0] as CmsField;
      expect(list).toMatchObject({ widget: 'list', root: true });
      const fields = (list.fields as CmsField[]).filter((field) => field.name !== 'id');
      compareFields(found, `faq.${file.name}`, fields, shapeOf(faqSchema), ['page']);
    }
    expect(found).toEqual([]);
  });

  it('data lists: each entry’s fields, facts by kind', () => {
    const found: string[] = [];
    for (const file of files('data')) {
      const list = file.fields[0] as CmsField;
      expect(list).toMatchObject({ widget: 'list', root: true });
      if (file.name === 'facts') {
        const element = factsSchema.element;
        for (const type of list.types as CmsField[]) {
          const variant = element.safeParse({
            id: 'x',
            kind: type.name,
            label: 'x',
            value: type.name === 'date' ? '2025-01-01' : type.name === 'text' ? 'x' : 1,
          });
          expect(variant.success, `kind ${type.name}`).toBe(true);
          const shape = { id: factIdSchema, ...variantShape(type.name) };
          compareFields(found, `data.facts.${type.name}`, withoutTranslatedFrom(type.fields as CmsField[]), shape);
        }
        continue;
      }
      const schema = dataFileSchemas[file.name as keyof typeof dataFileSchemas];
      const fields = list.fields as CmsField[];
      expect(fields[0]).toMatchObject({ name: 'id', widget: 'string' });
      compareFields(found, `data.${file.name}`, withoutTranslatedFrom(fields).slice(1), shapeOf(schema));
    }
    expect(found).toEqual([]);
  });

  it('translated data lists: one entry in two locales, the Hindi file holding the id, the words and translatedFrom', () => {
    const found: string[] = [];
    for (const [name, schema] of Object.entries(hindiDataSchemas)) {
      const file = files('data').find((entry) => entry.name === name);
      expect(file?.file).toBe(`content/data/{{locale}}/${name}.json`);
      const list = file?.fields[0] as CmsField;
      expect(list.i18n).toBe('duplicate');
      // A fact's kind is its list item type, which Sveltia writes itself.
      const { kind: _kind, ...shape } = schema.element.shape as Shape;
      for (const variant of (list.types as CmsField[] | undefined) ?? [list]) {
        const hindiFields = (variant.fields as CmsField[]).filter((field) => field.i18n !== false);
        compareFields(found, `data.${name}.hi`, hindiFields, shape);
      }
    }
    expect(found).toEqual([]);
  });

  it('site.json', () => {
    const found: string[] = [];
    compareFields(found, 'site.site', files('site')[0]?.fields ?? [], siteSchema.shape);
    expect(found).toEqual([]);
  });
});

/** An English entry's fields: `translatedFrom` is the Hindi file's. */
function withoutTranslatedFrom(fields: CmsField[]): CmsField[] {
  return fields.filter((field) => field.name !== 'translatedFrom');
}

/** The fields of the facts.json variant for one kind, without id and kind. */
function variantShape(kind: string): Shape {
  const options = (factsSchema.element._zod.def.right as z.ZodDiscriminatedUnion).options as z.ZodObject[];
  const variant = options.find((option) => option.shape.kind.safeParse(kind).success);
  if (!variant) throw new Error(`no fact variant for ${kind}`);
  const { kind: _kind, ...shape } = variant.shape;
  return shape;
}

describe('the checker', () => {
  it('notices a field that is stricter or looser than its schema', () => {
    const found: string[] = [];
    compareFields(found, 'probe', [{ name: 'title', label: 'Title', widget: 'string', maxlength: 71 }], {
      title: z.string().min(1).max(70),
    });
    compareFields(found, 'probe', [{ name: 'count', label: 'Count', widget: 'number', value_type: 'float' }], {
      count: z.number().int(),
    });
    compareFields(found, 'probe', [{ name: 'kind', label: 'Kind', widget: 'select', options: ['a'] }], {
      kind: z.enum(['a', 'b']),
    });
    compareFields(found, 'probe', [{ name: 'note', label: 'Note', widget: 'string' }], { note: z.string().optional() });
    expect(found).toEqual([
      'probe.title: "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" is refused by the schema',
      'probe.count: 0.5 is refused by the schema',
      'probe.kind: "b" is accepted by the schema',
      'probe.note: required true, schema false',
      'probe.note: "" is accepted by the schema',
    ]);
  });
});
