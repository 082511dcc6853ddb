import { fileContract } from './contract';

/** The model reading of one tongue twister of /games (fixed texts only), cached for a day. */
export const modelReading = fileContract({
  method: 'GET',
  path: '/api/games/model-reading/:id',
  request: null,
  contentType: 'audio/mpeg',
});
