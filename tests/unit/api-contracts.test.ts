import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as admin from '../../src/api/admin';
import * as adminBackups from '../../src/api/admin-backups';
import * as adminCardholders from '../../src/api/admin-cardholders';
import * as adminInvestors from '../../src/api/admin-investors';
import * as adminLedgerUpload from '../../src/api/admin-ledger-upload';
import * as admissions from '../../src/api/admissions';
import * as assistant from '../../src/api/assistant';
import * as cardholder from '../../src/api/cardholder';
import { type Contract, pathFor } from '../../src/api/contract';
import * as games from '../../src/api/games';
import * as investor from '../../src/api/investor';
import * as mail from '../../src/api/mail';
import * as student from '../../src/api/student';
import * as voice from '../../src/api/voice';

const isContract = (value: unknown): value is Contract =>
  typeof value === 'object' && value !== null && 'kind' in value && 'path' in value && 'method' in value;

const contracts = [
  admin,
  adminBackups,
  adminCardholders,
  adminInvestors,
  adminLedgerUpload,
  admissions,
  assistant,
  cardholder,
  games,
  investor,
  mail,
  student,
  voice,
].flatMap((module) =>
  Object.entries(module).flatMap(([name, value]) => (isContract(value) ? [{ name, contract: value }] : [])),
);

const directory = new URL('../../netlify/functions/', import.meta.url);
const files = readdirSync(directory).filter((file) => file.endsWith('.mts'));
// Scheduled functions (no path) have no HTTP contract.
const functions = (
  await Promise.all(files.map(async (file) => ({ file, config: (await import(new URL(file, directory).href)).config })))
).filter(({ config }) => !config.schedule);

describe('API contracts', () => {
  it('lists every module of src/api that holds contracts', () => {
    const modules = readdirSync(new URL('../../src/api/', import.meta.url));
    expect(modules.sort()).toEqual(
      [
        'admin.ts',
        'admin-backups.ts',
        'admin-cardholders.ts',
        'admin-investors.ts',
        'admin-ledger-upload.ts',
        'admissions.ts',
        'api-result.ts',
        'assistant.ts',
        'cardholder.ts',
        'client.ts',
        'contract.ts',
        'games.ts',
        'investor.ts',
        'lazy-api.ts',
        'mail.ts',
        'student.ts',
        'voice.ts',
      ].sort(),
    );
  });

  it.each(contracts)('$name is served by a function on its path', ({ contract }) => {
    expect(functions.map((f) => f.config.path)).toContain(contract.path);
  });

  // Two functions may share a path when each names its method (Netlify routes by path and method).
  it.each(functions)('$file has exactly one contract', ({ config }) => {
    const served = (method: string) => config.method === undefined || config.method === method;
    expect(contracts.filter(({ contract }) => contract.path === config.path && served(contract.method))).toHaveLength(
      1,
    );
  });

  it('builds paths with encoded parameters', () => {
    expect(pathFor(investor.investorStatement, { code: 'ATVN-DEMO-0001' })).toBe(
      '/api/investor/ATVN-DEMO-0001/statement',
    );
    expect(pathFor(admissions.updateAdmissionStatus, { registrationNumber: 'a/b c' })).toBe(
      '/api/admissions/a%2Fb%20c',
    );
    expect(pathFor(voice.voicePreview, { voiceId: 'x' })).toBe('/api/elevenlabs/voice-preview/x');
  });
});
