import { describe, expect, it } from 'vitest';
import { CODE_INPUT_MAX_LENGTH, limitInvestorCodeInput } from '../../src/domain/investor-code-input';

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
