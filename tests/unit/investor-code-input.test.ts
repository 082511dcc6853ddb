import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWellFormedInvestorCode } from '../../src/domain/investor-code';
import {
  CODE_INPUT_MAX_LENGTH,
  investorCodeProblem,
  limitInvestorCodeInput,
} from '../../src/domain/investor-code-input';
import { en } from '../../src/i18n/messages/en';
import { hi } from '../../src/i18n/messages/hi';

/** The problem as the code field words it, in English unless the test says otherwise. */
const problemText = (raw: string, words = en.investorCode) => {
  const problem = investorCodeProblem(raw);
  return problem && words[problem];
};

describe('limitInvestorCodeInput', () => {
  it('uppercases', () => {
    expect(limitInvestorCodeInput('atvn-demo-0001')).toBe('ATVN-DEMO-0001');
  });

  it('accepts the 14-character display form and the 12-character compact form', () => {
    expect(CODE_INPUT_MAX_LENGTH).toBe(14);
    expect(limitInvestorCodeInput('ATVN-DEMO-0001')).toBe('ATVN-DEMO-0001');
    expect(limitInvestorCodeInput('ATVNDEMO0001')).toBe('ATVNDEMO0001');
  });

  it('stops after twelve code characters', () => {
    expect(limitInvestorCodeInput('ATVNDEMO00012345')).toBe('ATVNDEMO0001');
    expect(limitInvestorCodeInput('ATVN-DEMO-00012')).toBe('ATVN-DEMO-0001');
  });

  it('stops after fourteen typed characters', () => {
    expect(limitInvestorCodeInput('A - T - V - N - D')).toBe('A - T - V - N ');
  });
});

describe('investorCodeProblem (checked before calling the server)', () => {
  it('accepts the display and compact forms, any case, spaces or dashes', () => {
    for (const code of ['ATVN-DEMO-0001', 'atvndemo0001', 'ATVN DEMO 0001', 'atvn-7K3M 9QPZ']) {
      expect(investorCodeProblem(code)).toBeNull();
    }
  });

  it('names what is wrong as a code', () => {
    expect(investorCodeProblem('ATVN-DEMO')).toBe('tooShort');
    expect(investorCodeProblem('123456')).toBe('wrongStart');
    expect(investorCodeProblem('ATVN-DEMO-00#1')).toBe('invalidCharacters');
  });

  it('says what is wrong', () => {
    expect(problemText('ATVN-DEMO')).toBe(
      'This code is too short: an investor code has 12 characters, ATVN and 8 more (ATVN-XXXX-XXXX).',
    );
    expect(problemText('123456')).toBe('An investor code starts with ATVN, as in ATVN-XXXX-XXXX.');
    expect(problemText('ATVN-DEMO-00#1')).toBe(
      'An investor code has only letters and digits, with optional dashes or spaces.',
    );
  });

  it("says it in the page's language", () => {
    expect(problemText('ATVN-DEMO', hi.investorCode)).toBe(
      'यह कोड अधूरा है: निवेशक कोड में 12 अक्षर होते हैं, पहले ATVN और फिर 8 और (ATVN-XXXX-XXXX)।',
    );
    expect(problemText('123456', hi.investorCode)).toBe('निवेशक कोड ATVN से शुरू होता है, जैसे ATVN-XXXX-XXXX।');
    expect(problemText('ATVN-DEMO-00#1', hi.investorCode)).toBe(hi.investorCode.invalidCharacters);
    expect(problemText('atvn-demo-0001', hi.investorCode)).toBeNull();
  });

  it('leaves an empty field to the required check', () => {
    expect(investorCodeProblem('')).toBeNull();
    expect(investorCodeProblem(' - ')).toBeNull();
  });

  it('finds a problem exactly when the code is not well formed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), (raw) => {
        const typed = limitInvestorCodeInput(raw);
        const empty = typed.replace(/[\s-]/g, '') === '';
        expect(investorCodeProblem(typed) === null).toBe(empty || isWellFormedInvestorCode(typed));
      }),
    );
  });
});
