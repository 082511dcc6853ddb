import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { readFaqFiles } from './content/faq-files';
import {
  courseSchema,
  factSchema,
  faqSchema,
  jokeSchema,
  leaderSchema,
  pageSchema,
  planSchema,
  policySchema,
  programSchema,
  quoteSchema,
  serviceSchema,
  statSchema,
  tongueTwisterSchema,
  voiceChallengeSchema,
} from './content/schemas';

const pages = defineCollection({ loader: glob({ base: './content/pages', pattern: '*.mdx' }), schema: pageSchema });
const policies = defineCollection({
  loader: glob({ base: './content/policies', pattern: '*.mdx' }),
  schema: policySchema,
});
const data = (name: string) => file(`./content/data/${name}.json`);

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
  quotes: defineCollection({ loader: data('quotes'), schema: quoteSchema }),
  facts: defineCollection({ loader: data('facts'), schema: factSchema }),
  stats: defineCollection({ loader: data('stats'), schema: statSchema }),
  leaders: defineCollection({ loader: data('leaders'), schema: leaderSchema }),
  courses: defineCollection({ loader: data('courses'), schema: courseSchema }),
  services: defineCollection({ loader: data('services'), schema: serviceSchema }),
  programs: defineCollection({ loader: data('programs'), schema: programSchema }),
  plans: defineCollection({ loader: data('plans'), schema: planSchema }),
  tongueTwisters: defineCollection({ loader: data('tongue-twisters'), schema: tongueTwisterSchema }),
  voiceChallenges: defineCollection({ loader: data('voice-challenges'), schema: voiceChallengeSchema }),
  jokes: defineCollection({ loader: data('jokes'), schema: jokeSchema }),
  faq,
};
