import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nextIntake } from '../../src/content/next-intake';
import { formatDate } from '../../src/i18n/format';

/**
 * One source per fact: each kind of fact a parent acts on is stated in exactly one place of content/, which every
 * page, FAQ answer, PDF, mail and the assistant read. A second place that states the same kind of fact (a
 * "deadline" in facts.json beside next-intake.json's `applyBy`) fails the build here.
 */

const root = join(import.meta.dirname, '../..');

/** A place in content/: `file#key.path` for a JSON field, `file#id` for an entry of a list of facts. */
type Place = string;

interface Located {
  place: Place;
  key: string;
  label?: string;
}

interface SingleSource {
  fact: string;
  source: Place;
  /** A JSON key or a fact's label that states this kind of fact. */
  key: RegExp;
  label: RegExp;
}

const SINGLE_SOURCES: SingleSource[] = [
  {
    fact: 'the last date to apply for the next batch',
    source: 'content/next-intake.json#batch.applyBy',
    key: /^(apply_?by|deadline|last_?date|closes?_?(on|at)?|admissions?_?close[sd]?)$/i,
    label: /deadline|last date|apply by|admissions close/i,
  },
  {
    fact: 'the start of the next batch',
    source: 'content/next-intake.json#batch.startDate',
    key: /^(start_?date|starts?_?on|batch_?start|course_?start)$/i,
    label: /\b(batch|intake|course) (starts?|begins?)\b|\bstart (date|of the (batch|course|intake))/i,
  },
  {
    fact: 'the minimum age to join',
    source: 'content/data/facts.json#minimum-age',
    key: /^(min(imum)?_?age|age_?(from|min))$/i,
    label: /minimum age (for|to join) the (free|voice|course)|youngest age to join/i,
  },
  {
    fact: 'the length of the free course',
    source: 'content/data/facts.json#course-months',
    key: /^(course_?(months|length|duration)|duration_?months)$/i,
    label: /length of the free|duration of the free/i,
  },
  {
    fact: "the institute's office hours",
    source: 'content/data/facts.json#office-hours',
    key: /^office_?hours$/i,
    label: /office hours|opening hours/i,
  },
  {
    fact: "the institute's e-mail address",
    source: 'content/site.json#email',
    key: /^(contact_?)?e-?mail$/i,
    label: /contact e-?mail|institute's e-?mail/i,
  },
  {
    fact: "the institute's telephone number",
    source: 'content/site.json#phone',
    key: /^(contact_?)?(phone|telephone|mobile)$/i,
    label: /telephone|phone number/i,
  },
];

function filesUnder(folder: string, extension: RegExp): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return filesUnder(path, extension);
    return extension.test(name) ? [path] : [];
  });
}

/** Every key of a JSON document with its path; a list entry with an `id` is named by it, with its label if any. */
function locate(file: string, value: unknown, path: string[] = []): Located[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => {
      const entry = item as { id?: unknown; label?: unknown } | null;
      if (entry && typeof entry === 'object' && typeof entry.id === 'string') {
        const place = `${file}#${[...path, entry.id].join('.')}`;
        const self: Located[] =
          typeof entry.label === 'string' ? [{ place, key: entry.id, label: entry.label }] : [{ place, key: entry.id }];
        return [...self, ...locate(file, item, [...path, entry.id]).filter((found) => found.key !== 'id')];
      }
      return locate(file, item, [...path, String(index)]);
    });
  }
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    { place: `${file}#${[...path, key].join('.')}`, key },
    ...locate(file, inner, [...path, key]),
  ]);
}

/** Hindi data files translate the English ones field by field (their `translatedFrom`); they state nothing new. */
const isTranslation = (file: string) => file.startsWith('content/data/hi/');

const contentJson = filesUnder(join(root, 'content'), /\.json$/)
  .map((path) => relative(root, path))
  .filter((file) => !isTranslation(file));

const places = contentJson.flatMap((file) => locate(file, JSON.parse(readFileSync(join(root, file), 'utf8'))));

function placesStating(source: SingleSource, among: readonly Located[] = places): Place[] {
  return among
    .filter((found) => source.key.test(found.key) || (found.label !== undefined && source.label.test(found.label)))
    .map((found) => found.place);
}

describe('one source per fact', () => {
  it('reads every JSON file of content/ (facts, site, next intake, FAQ, data)', () => {
    for (const file of ['content/data/facts.json', 'content/site.json', 'content/next-intake.json']) {
      expect(contentJson).toContain(file);
    }
    expect(places.length).toBeGreaterThan(500);
  });

  it.each(SINGLE_SOURCES.map((source) => [source.fact, source] as const))(
    '%s is stated in one place only',
    (_fact, source) => {
      expect(placesStating(source)).toEqual([source.source]);
    },
  );

  it('fails when a second source states the same kind of fact', () => {
    const [lastDate, start] = SINGLE_SOURCES;
    if (!lastDate || !start) throw new Error('the intake dates have their sources');
    const planted = [
      ...places,
      ...locate('content/data/facts.json', [
        { id: 'admissions-deadline', label: 'Last date of admissions for the 2025 batch', kind: 'date' },
      ]),
      ...locate('content/data/courses.json', { voice: { startDate: '2027-01-04' } }),
    ];
    expect(placesStating(lastDate, planted)).toEqual([lastDate.source, 'content/data/facts.json#admissions-deadline']);
    expect(placesStating(start, planted)).toContain('content/data/courses.json#voice.startDate');
  });

  it('no page, component or content file types the next intake’s dates', () => {
    const { batch } = nextIntake;
    if (!batch) throw new Error('the demo content announces a next batch');
    const written = [batch.applyBy, batch.startDate].flatMap((date) => [
      date,
      formatDate(date, 'en'),
      formatDate(date, 'hi'),
    ]);
    const sources = [
      ...filesUnder(join(root, 'src'), /\.(astro|ts|tsx|mdx|json)$/),
      ...filesUnder(join(root, 'content'), /\.(mdx|json)$/),
      ...filesUnder(join(root, 'netlify'), /\.(ts|mts)$/),
    ]
      .map((path) => relative(root, path))
      .filter((file) => file !== 'content/next-intake.json' && !file.includes('/generated/'));
    const found = sources.flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      return written.filter((date) => text.includes(date)).map((date) => `${file}: ${date}`);
    });
    expect(found).toEqual([]);
  });
});
