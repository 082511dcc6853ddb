import { useEffect } from 'react';
import { useOnDemand } from '../common/on-demand';
import { useStore } from '../common/use-store';
import { $micStatus, micHelp, micProblem } from './microphone';

/**
 * The microphone's problem, if any, with its help (./MicHelp.tsx), which loads with the microphone's code or, when
 * the browser cannot record at all, as soon as that is known.
 */
function useMicProblem() {
  const status = useStore($micStatus);
  const { module: help, use } = useOnDemand(micHelp);
  const problem = micProblem(status) ? status : null;
  useEffect(() => {
    if (problem) void use();
  }, [problem, use]);
  return help && problem ? { help, problem } : null;
}

/** The full explanation, shown once above the games when the microphone is unavailable. */
export default function MicNotice() {
  const shown = useMicProblem();
  return <div aria-live="polite">{shown && <shown.help.MicProblemNotice problem={shown.problem} />}</div>;
}

/** A one-line pointer inside a game that needs the microphone. */
export function MicHint() {
  const shown = useMicProblem();
  return shown && <shown.help.MicProblemHint />;
}
