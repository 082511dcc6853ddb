import { CODE_COMPACT_LENGTH, CODE_FORMAT_HINT, CODE_PREFIX } from '../../../domain/investor-code';

/** The unique investor code field shared by the investor portal and the payment schedule. */
const english = {
  label: 'Unique Investor Code',
  formatHint: `Format: ${CODE_FORMAT_HINT}. Capitals, dashes and spaces are optional.`,
  invalidCharacters: 'An investor code has only letters and digits, with optional dashes or spaces.',
  wrongStart: `An investor code starts with ${CODE_PREFIX}, as in ${CODE_FORMAT_HINT}.`,
  tooShort: `This code is too short: an investor code has ${CODE_COMPACT_LENGTH} characters, ${CODE_PREFIX} and ${CODE_COMPACT_LENGTH - CODE_PREFIX.length} more (${CODE_FORMAT_HINT}).`,
};

export default english;
