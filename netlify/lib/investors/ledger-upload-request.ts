import type { z } from 'zod/mini';
import { MAX_LEDGER_BODY_BYTES, MAX_LEDGER_FILE_BYTES } from '../../../src/domain/ledger-upload-limit';
import { readJson } from '../http/body';
import { payloadTooLarge } from '../http/errors';
import { checkToken, sha256Hex, signToken } from '../security/signed-token';

/**
 * The requests of the ledger upload: the file's text in JSON (at most MAX_LEDGER_FILE_BYTES, else 413), and the
 * seal a preview gives and apply checks. The seal is signed over the officer, the file's text, the versions seen and
 * the codes given, so apply writes exactly what that officer previewed, within 30 minutes.
 */
const PURPOSE = 'ledger-upload';
export const UPLOAD_SEAL_TTL_SECONDS = 30 * 60;

export async function readUploadRequest<T extends z.core.$ZodType<{ text: string }>>(
  req: Request,
  schema: T,
): Promise<z.output<T>> {
  const body = await readJson(req, schema, MAX_LEDGER_BODY_BYTES);
  if (new TextEncoder().encode(body.text).byteLength > MAX_LEDGER_FILE_BYTES) {
    throw payloadTooLarge(MAX_LEDGER_FILE_BYTES);
  }
  return body;
}

/** A record as text whatever the order of its keys. */
export const canonical = (record: Readonly<Record<string, string>>) =>
  JSON.stringify(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

interface Sealed {
  actor: string;
  text: string;
  versions: Readonly<Record<string, string>>;
  codes: Readonly<Record<string, string>>;
}

const fieldsOf = ({ actor, text, versions, codes }: Sealed) => [
  actor,
  sha256Hex(text),
  canonical(versions),
  canonical(codes),
];

export const sealUpload = (sealed: Sealed) => signToken(PURPOSE, fieldsOf(sealed), UPLOAD_SEAL_TTL_SECONDS);

export const uploadSealHolds = async (token: string, sealed: Sealed) =>
  (await checkToken(PURPOSE, token, fieldsOf(sealed))) === 'valid';
