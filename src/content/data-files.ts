import {
  courseSchema,
  factSchema,
  jokeSchema,
  leaderSchema,
  planSchema,
  programSchema,
  quoteSchema,
  serviceSchema,
  statSchema,
  tongueTwisterSchema,
  voiceChallengeSchema,
} from './schemas';

/** The data lists of content/data/<name>.json (each a JSON list of entries with an `id`) and each entry's schema. */
export const dataFileSchemas = {
  quotes: quoteSchema,
  facts: factSchema,
  stats: statSchema,
  leaders: leaderSchema,
  courses: courseSchema,
  services: serviceSchema,
  programs: programSchema,
  plans: planSchema,
  'tongue-twisters': tongueTwisterSchema,
  'voice-challenges': voiceChallengeSchema,
  jokes: jokeSchema,
};

export type DataFileName = keyof typeof dataFileSchemas;
