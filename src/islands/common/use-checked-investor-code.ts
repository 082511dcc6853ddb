import { useState } from 'react';
import { investorCodeProblem } from '../../domain/investor-code-input';
import { investorCodeWords } from '../../i18n/namespaces/investor-code';
import { useWords } from './use-messages';

/**
 * The typed investor code and what is wrong with it. `check()` runs before any call to the server: it shows the
 * problem next to the field, in the island's language, and says whether the code may be sent; typing again clears
 * the message, and so does a refusal from the server (`refuse`).
 */
export function useCheckedInvestorCode() {
  const words = useWords(investorCodeWords);
  const [code, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const setCode = (next: string) => {
    setTyped(next);
    setProblem(null);
  };
  const check = () => {
    const found = investorCodeProblem(code);
    setProblem(found && words[found]);
    return found === null;
  };
  /** The server refused the code: its reason shows next to the field too, not only in the toast. */
  const refuse = (reason: string) => setProblem(reason);
  return { code, setCode, problem, check, refuse };
}
