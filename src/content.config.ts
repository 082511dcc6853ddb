import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import {
  courseSchema,
  factSchema,
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
};
