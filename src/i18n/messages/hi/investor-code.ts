import { CODE_COMPACT_LENGTH, CODE_FORMAT_HINT, CODE_PREFIX } from '../../../domain/investor-code';
import type { Messages } from '../en';

/** The Hindi texts of ../en/investor-code.ts. */
const investorCodeHindi: Messages['investorCode'] = {
  label: 'निवेशक कोड',
  formatHint: `ऐसे लिखें: ${CODE_FORMAT_HINT}। छोटे या बड़े अक्षर, दोनों चलेंगे; डैश (-) और खाली जगह छोड़ भी सकते हैं।`,
  invalidCharacters: 'निवेशक कोड में सिर्फ़ अंग्रेज़ी के अक्षर और अंक होते हैं; बीच में डैश (-) या खाली जगह हो सकती है।',
  wrongStart: `निवेशक कोड ${CODE_PREFIX} से शुरू होता है, जैसे ${CODE_FORMAT_HINT}।`,
  tooShort: `यह कोड अधूरा है: निवेशक कोड में ${CODE_COMPACT_LENGTH} अक्षर होते हैं, पहले ${CODE_PREFIX} और फिर ${CODE_COMPACT_LENGTH - CODE_PREFIX.length} और (${CODE_FORMAT_HINT})।`,
};

export default investorCodeHindi;
