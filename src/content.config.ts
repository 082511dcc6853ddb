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
const data = (name: DataFileName) => file(`./content/data/${name}.json`);

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
  quotes: defineCollection({ loader: data('quotes'), schema: dataFileSchemas.quotes }),
  facts: defineCollection({ loader: data('facts'), schema: dataFileSchemas.facts }),
  stats: defineCollection({ loader: data('stats'), schema: dataFileSchemas.stats }),
  leaders: defineCollection({ loader: data('leaders'), schema: dataFileSchemas.leaders }),
  courses: defineCollection({ loader: data('courses'), schema: dataFileSchemas.courses }),
  services: defineCollection({ loader: data('services'), schema: dataFileSchemas.services }),
  programs: defineCollection({ loader: data('programs'), schema: dataFileSchemas.programs }),
  plans: defineCollection({ loader: data('plans'), schema: dataFileSchemas.plans }),
  tongueTwisters: defineCollection({ loader: data('tongue-twisters'), schema: dataFileSchemas['tongue-twisters'] }),
  voiceChallenges: defineCollection({ loader: data('voice-challenges'), schema: dataFileSchemas['voice-challenges'] }),
  jokes: defineCollection({ loader: data('jokes'), schema: dataFileSchemas.jokes }),
  faq,
};
