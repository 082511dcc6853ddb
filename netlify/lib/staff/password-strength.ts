import { refuse } from '../http/errors';

/**
 * A new staff password must be hard to guess, not only long: zxcvbn-ts scores it 0..4 against common and breached
 * passwords, English words, names, keyboard patterns and repeats, and the member's own name and e-mail. Score 3 and
 * up ("safely unguessable": about 10^8 guesses or more) is required; `aaaaaaaaaaaa` scores 0, `password1234` 1, a
 * passphrase of four unrelated words 4. The dictionaries (the English one is 5.4 MB) load on the first check, only in
 * the functions that set passwords: never with a page, an island or any other function.
 */
export const MIN_PASSWORD_SCORE = 3;

type Checker = (password: string, userInputs: string[]) => number;

let checker: Promise<Checker> | undefined;

async function loadChecker(): Promise<Checker> {
  // The packages are CommonJS: their exports arrive as the default export.
  const [{ default: core }, { default: common }, { default: english }] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  const zxcvbn = new core.ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return (password, userInputs) => zxcvbn.check(password, userInputs).score;
}

/** zxcvbn's score of a password (0..4), with the words of the member's name and e-mail as known to an attacker. */
export async function passwordScore(password: string, member: { name: string; email: string }): Promise<number> {
  checker ??= loadChecker().catch((error: unknown) => {
    checker = undefined;
    throw error;
  });
  const userInputs = [member.name, member.email, ...`${member.name} ${member.email}`.split(/[^\p{L}\p{N}]+/u)];
  return (await checker)(
    password,
    userInputs.filter((input) => input.length > 0),
  );
}

/** 400 `passwordTooWeak` unless the password scores at least MIN_PASSWORD_SCORE. */
export async function assertStrongPassword(password: string, member: { name: string; email: string }): Promise<void> {
  if ((await passwordScore(password, member)) < MIN_PASSWORD_SCORE) throw refuse(400, 'passwordTooWeak');
}
