import { z } from 'zod';
import { isLocale } from '../domain/locale';
import type { PerLocale } from '../i18n/per-locale';

/**
 * Sveltia CMS fields derived from the zod schemas that the build checks content with (through `z.toJSONSchema`), so
 * the editor asks for what the build accepts: required fields, lengths, patterns, number ranges, select options,
 * list sizes. Rules that span fields (a price below the original price, unique ids) stay with zod: a breach fails
 * the build.
 */

/** The part of JSON Schema (draft 2020-12) that `z.toJSONSchema` writes for our content schemas. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: (string | number)[];
  const?: string | number;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  /** The zod pattern's own error message, copied by `jsonSchemaOf`. */
  patternMessage?: string;
}

/** A field's input and its rules. */
type Widget = { widget: string } & Record<string, unknown>;

/** One field of the CMS configuration (https://sveltiacms.app/en/docs/fields). */
export type CmsField = { name: string; label: string } & Widget;

/**
 * The JSON Schema of what a content file holds: the input side, dates (`z.coerce.date()`) as `format: date`, and
 * a pattern's message as the schema states it (`patternMessage`).
 */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: (context) => {
      const def = context.zodSchema._zod.def;
      if (def.type === 'date') context.jsonSchema.format = 'date';
      const message = regexMessage(def.checks);
      if (message) context.jsonSchema.patternMessage = message;
    },
  }) as JsonSchema;
}

type Check = { _zod: { def: { check: string; format?: string; error?: (issue: object) => unknown } } };

function regexMessage(checks: readonly unknown[] | undefined): string | undefined {
  const regex = (checks as Check[] | undefined)?.find(
    (check) => check._zod.def.check === 'string_format' && check._zod.def.format === 'regex',
  );
  const message = regex?._zod.def.error?.({});
  return typeof message === 'string' ? message : undefined;
}

/** Prose fields that get a multi-line box instead of a one-line input. */
const PROSE = new Set(['description', 'summary', 'lede', 'answer', 'text', 'translation', 'line', 'prompt']);

/** Bounds beyond these are zod's safe-integer limits, not rules an editor needs to see. */
const SAFE = Number.MAX_SAFE_INTEGER;

/** The editions as the editor names the fields that hold each one's words. */
const EDITION_NAMES: PerLocale<string> = { en: 'English', hi: 'Hindi (हिन्दी)' };

/** "originalPrice" → "Original price"; `en`/`hi` are the two editions. */
export function labelOf(name: string): string {
  if (isLocale(name)) return EDITION_NAMES[name];
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface FieldsOptions {
  /** Properties the loader adds (absent from the file): no field. */
  omit?: readonly string[];
  /** Properties the file may leave out although the schema needs them, because the loader fills them in. */
  optional?: readonly string[];
}

/** The fields of an object schema, in the schema's order. */
export function fieldsOf(schema: JsonSchema, options: FieldsOptions = {}): CmsField[] {
  if (schema.type !== 'object' || !schema.properties) throw new Error('expected an object schema');
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties)
    .filter(([name]) => !options.omit?.includes(name))
    .map(([name, property]) => fieldOf(name, property, required.has(name) && !options.optional?.includes(name)));
}

/** One field for one property; `required: false` only where the schema lets the property be left out. */
export function fieldOf(name: string, schema: JsonSchema, required: boolean): CmsField {
  const field: CmsField = { name, label: labelOf(name), ...widgetOf(name, schema) };
  if (!required) field.required = false;
  if (schema.default !== undefined) field.default = schema.default;
  return field;
}

function widgetOf(name: string, schema: JsonSchema): Widget {
  if (schema.enum) return { widget: 'select', options: schema.enum };
  if (schema.const !== undefined) return { widget: 'select', options: [schema.const] };
  if (schema.format === 'date') return { widget: 'datetime', format: 'YYYY-MM-DD', time_format: false };
  switch (schema.type) {
    case 'string':
      return stringWidget(name, schema);
    case 'integer':
    case 'number':
      return numberWidget(schema);
    case 'boolean':
      return { widget: 'boolean' };
    case 'array':
      return listWidget(schema);
    case 'object':
      return { widget: 'object', fields: fieldsOf(schema) };
    default:
      throw new Error(`${name}: no CMS field for this schema: ${JSON.stringify(schema)}`);
  }
}

function stringWidget(name: string, schema: JsonSchema): Widget {
  const widget: Widget = { widget: PROSE.has(name) ? 'text' : 'string' };
  // A required field is already non-empty; a minimum of 1 would only repeat that.
  if (schema.minLength !== undefined && schema.minLength > 1) widget.minlength = schema.minLength;
  if (schema.maxLength !== undefined) widget.maxlength = schema.maxLength;
  if (schema.pattern !== undefined) widget.pattern = [schema.pattern, patternMessage(schema)];
  return widget;
}

function patternMessage(schema: JsonSchema): string {
  if (schema.patternMessage) return schema.patternMessage;
  if (schema.format === 'email') return 'Enter an email address such as name@example.com.';
  return `Must match ${schema.pattern}.`;
}

function numberWidget(schema: JsonSchema): Widget {
  const integer = schema.type === 'integer';
  const widget: Widget = { widget: 'number', value_type: integer ? 'int' : 'float' };
  const min =
    schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + (integer ? 1 : 0));
  if (min !== undefined && Math.abs(min) < SAFE) widget.min = min;
  if (schema.maximum !== undefined && schema.maximum < SAFE) widget.max = schema.maximum;
  return widget;
}

function listWidget(schema: JsonSchema): Widget {
  const items = schema.items;
  if (!items) throw new Error('a list schema without items');
  const widget: Widget = { widget: 'list', ...listItems(items) };
  if (schema.minItems !== undefined && schema.minItems > 0) widget.min = schema.minItems;
  if (schema.maxItems !== undefined) widget.max = schema.maxItems;
  return widget;
}

/** What a list holds: one field, the fields of an object, or variable types keyed by a discriminator. */
export function listItems(items: JsonSchema, options: FieldsOptions = {}): Record<string, unknown> {
  const variants = items.oneOf ?? items.anyOf;
  if (variants) return variableTypes(variants, options);
  if (items.type === 'object') return { fields: fieldsOf(items, options) };
  return { field: fieldOf('item', items, true) };
}

/**
 * A discriminated union (facts: `kind`) as Sveltia's variable types: one type per discriminator value, each with
 * the fields of its variant minus the discriminator, which Sveltia writes itself (`typeKey`).
 */
function variableTypes(variants: JsonSchema[], options: FieldsOptions): Record<string, unknown> {
  const typeKey = discriminatorOf(variants);
  const types = variants.flatMap((variant) => {
    const key = variant.properties?.[typeKey];
    const values = key?.enum ?? (key?.const === undefined ? [] : [key.const]);
    const fields = fieldsOf(variant, { ...options, omit: [...(options.omit ?? []), typeKey] });
    return values.map((value) => ({ name: String(value), label: labelOf(String(value)), widget: 'object', fields }));
  });
  return { typeKey, types };
}

function discriminatorOf(variants: JsonSchema[]): string {
  const first = variants[0]?.properties ?? {};
  const key = Object.keys(first).find((name) =>
    variants.every((variant) => {
      const property = variant.properties?.[name];
      return property?.const !== undefined || property?.enum !== undefined;
    }),
  );
  if (!key) throw new Error('a union without a discriminator has no CMS form');
  return key;
}
