import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { type DataFileName, dataFileSchemas } from './content/data-files';
import { readFaqFiles } from './content/faq-files';
import { faqSchema, hindiPageSchema, hindiPolicySchema, pageSchema, policySchema } from './content/schemas';

const pages = defineCollection({ loader: glob({ base: './content/pages', pattern: '*.mdx' }), schema: pageSchema });
const policies = defineCollection({
  loader: glob({ base: './content/policies', pattern: '*.mdx' }),
  schema: policySchema,
});
const hiPages = defineCollection({
  loader: glob({ base: './content/pages/hi', pattern: '*.mdx' }),
  schema: hindiPageSchema,
});
const hiPolicies = defineCollection({
  loader: glob({ base: './content/policies/hi', pattern: '*.mdx' }),
  schema: hindiPolicySchema,
});
const data = <N extends DataFileName>(name: N) =>
  defineCollection({ loader: file(`./content/data/${name}.json`), schema: dataFileSchemas[name] });

const faq = defineCollection({
  loader: {
    name: 'faq-files',
    load: async ({ store, parseData }) => {
      store.clear();
      for (const { id, ...entry } of await readFaqFiles('./content/faq')) {
        store.set({ id: String(id), data: await parseData({ id: String(id), data: entry }) });
      }
    },
  },
  schema: faqSchema,
});

export const collections = {
  pages,
  policies,
  hiPages,
  hiPolicies,
  quotes: data('quotes'),
  facts: data('facts'),
  stats: data('stats'),
  leaders: data('leaders'),
  courses: data('courses'),
  services: data('services'),
  programs: data('programs'),
  plans: data('plans'),
  tongueTwisters: data('tongue-twisters'),
  voiceChallenges: data('voice-challenges'),
  jokes: data('jokes'),
  faq,
};
