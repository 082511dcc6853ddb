import {
  CODE_BODY_LENGTH,
  CODE_PREFIX,
  formatInvestorCode,
  parseInvestorCode,
} from '../../../src/domain/investor-code';
import { type RandomBytes, randomCode } from '../../../src/domain/random-code';

/** A new investor code in display form (ATVN-XXXX-XXXX), drawn with a CSPRNG over the unambiguous alphabet. */
export function generateInvestorCode(random?: RandomBytes): string {
  const code = parseInvestorCode(`${CODE_PREFIX}${randomCode(CODE_BODY_LENGTH, random)}`);
  if (!code) throw new Error('Generated investor code is malformed');
  return formatInvestorCode(code);
}
