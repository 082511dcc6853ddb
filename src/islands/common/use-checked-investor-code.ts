import { useState } from 'react';
import { investorCodeProblem } from '../../domain/investor-code-input';

/**
 * The typed investor code and what is wrong with it. `check()` runs before any call to the server: it shows the
 * problem next to the field and says whether the code may be sent; typing again clears the message.
 */
export function useCheckedInvestorCode() {
  const [code, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const setCode = (next: string) => {
    setTyped(next);
    setProblem(null);
  };
  const check = () => {
    const found = investorCodeProblem(code);
    setProblem(found);
    return found === null;
  };
  return { code, setCode, problem, check };
}
