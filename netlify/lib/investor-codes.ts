import { randomInt } from 'node:crypto';
import { CODE_ALPHABET, CODE_BODY_LENGTH, CODE_PREFIX, formatInvestorCode } from '../../src/domain/investor-code';

/** A new investor code in display form (ATVN-XXXX-XXXX), drawn with a CSPRNG over the unambiguous alphabet. */
export function generateInvestorCode(draw: (max: number) => number = randomInt): string {
  let body = '';
  for (let i = 0; i < CODE_BODY_LENGTH; i++) body += CODE_ALPHABET.charAt(draw(CODE_ALPHABET.length));
  const code = formatInvestorCode(`${CODE_PREFIX}${body}`);
  if (!code) throw new Error('Generated investor code is malformed');
  return code;
}
