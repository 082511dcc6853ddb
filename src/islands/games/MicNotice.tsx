import { useStore } from '@nanostores/react';
import styles from './MicNotice.module.css';
import { $micStatus, type MicStatus, micProblem } from './microphone';

export const MIC_HELP_ID = 'microphone-help';

const MESSAGES: Readonly<Record<Exclude<MicStatus, 'unknown' | 'ready'>, { title: string; text: string }>> = {
  denied: {
    title: 'The microphone is blocked',
    text:
      'Your browser did not let this page use the microphone, so recording and pitch match cannot listen. ' +
      'To allow it, open the site settings (the icon just left of the web address), set Microphone to Allow, ' +
      'then reload this page.',
  },
  missing: {
    title: 'No microphone found',
    text:
      'This device has no microphone we can use. Connect one (a headset or earphones with a microphone work ' +
      'well), check that it is switched on and not muted, then try again.',
  },
  unsupported: {
    title: 'This browser cannot record here',
    text:
      'Recording needs a current browser (Chrome, Edge, Firefox or Safari) and the secure (https) address of ' +
      'this site. Open the page that way to use the microphone.',
  },
  error: {
    title: 'The microphone could not start',
    text: 'Another app may be using it. Close apps that use the microphone (calls, recorders), then try again.',
  },
};

const STILL_WORKS =
  'Everything else still works: read the tongue twisters, hear the model reading, time yourself and rate ' +
  'your reading, and practise the prompt cards out loud.';

/** The full explanation, shown once above the games when the microphone is unavailable. */
export default function MicNotice() {
  const status = useStore($micStatus);
  return (
    <div aria-live="polite">
      {status !== 'unknown' && status !== 'ready' && (
        <section className={styles.notice} id={MIC_HELP_ID} aria-labelledby={`${MIC_HELP_ID}-title`}>
          <h2 id={`${MIC_HELP_ID}-title`} className={styles.noticeTitle}>
            {MESSAGES[status].title}
          </h2>
          <p>{MESSAGES[status].text}</p>
          <p>{STILL_WORKS}</p>
        </section>
      )}
    </div>
  );
}

/** A one-line pointer inside a game that needs the microphone. */
export function MicHint() {
  const status = useStore($micStatus);
  if (!micProblem(status)) return null;
  return (
    <p className={styles.micHint}>
      Microphone unavailable. <a href={`#${MIC_HELP_ID}`}>Why, and how to allow it</a>
    </p>
  );
}
