import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { setUpTestBlobs } from './blobs';

/**
 * A real SMTP server on 127.0.0.1 for the function tests (smtp-server, the library MailDev is built on): it keeps
 * every mail it accepts, parsed (mailparser), and refuses while `refusing` is set, as a provider that is down does.
 * start() points SMTP_URL at it.
 */
function testSmtp() {
  const received: ParsedMail[] = [];
  const state = { refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (state.refusing) callback(Object.assign(new Error('Service unavailable'), { responseCode: 421 }));
      else callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  return {
    received,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.server.address() as AddressInfo;
      process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    },
    /** Refuse every mail from now on (true) or accept again (false). */
    refuse(refusing: boolean) {
      state.refusing = refusing;
    },
    /** The mails sent to `address`, oldest first. */
    to(address: string) {
      return received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(address));
    },
    stop() {
      delete process.env.SMTP_URL;
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Registers hooks for a test file about mail: a Blobs server (setUpTestBlobs, with the demo staff only) and the SMTP server for the
 * whole file, accepting again before each test; error log lines kept out of the output (a refused send logs one).
 */
export function setUpMailTests() {
  const smtp = testSmtp();
  setUpTestBlobs({ seed: false, staff: true });
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  beforeEach(() => {
    smtp.refuse(false);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  return smtp;
}
