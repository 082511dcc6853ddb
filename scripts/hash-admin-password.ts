/**
 * npm run hash:admin-password
 * Reads the admin password from stdin (typed without echo on a terminal, or piped) and prints the value for the
 * ADMIN_PASSWORD_HASH environment variable: scrypt$N$r$p$saltBase64$hashBase64.
 *   printf '%s' 'a long passphrase' | npm run -s hash:admin-password
 */
import { createInterface } from 'node:readline';
import { hashPassword } from '../netlify/lib/password-hash';

const MIN_LENGTH = 12;

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks)
      .toString('utf8')
      .replace(/\r?\n$/, '');
  }
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  process.stderr.write('Admin password: ');
  // Mute the echo of what is typed.
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
  const answer = await new Promise<string>((resolve) => rl.question('', resolve));
  rl.close();
  process.stderr.write('\n');
  return answer;
}

const password = await readPassword();
if (password.length < MIN_LENGTH) {
  console.error(`The admin password must be at least ${MIN_LENGTH} characters.`);
  process.exit(1);
}
console.log(await hashPassword(password));
