import { getStore, type Store } from '@netlify/blobs';
import { blobsFetch } from './blobs-fetch';

/** Every Blobs store the functions use, by name. */
export type StoreName =
  | 'investors'
  | 'sessions'
  | 'throttle'
  | 'secrets'
  | 'admissions'
  | 'admission-claims'
  | 'admission-index'
  | 'admission-counts'
  | 'cardholders'
  | 'voice-profiles'
  | 'trial'
  | 'staff'
  | 'audit'
  | 'outbox'
  | 'student-codes'
  | 'investor-index'
  | 'ledger-uploads'
  | 'backups';

/**
 * A store with strong consistency: records must never be read stale (the default, eventual, may be 60 s old). Its
 * calls go through blobsFetch, which can simulate the network's latency and trace them (blobs-fetch.ts).
 */
export function store(name: StoreName): Store {
  return getStore({ name, consistency: 'strong', fetch: blobsFetch });
}
