import { forwardRef } from 'react';
import { pitchMatchWords } from '../../i18n/namespaces/pitch-match';
import { useWords } from '../common/use-messages';
import styles from './PitchMeter.module.css';

/** How far the meter reaches either side of the target, in cents. */
export const METER_RANGE_CENTS = 100;

interface Props {
  /** Cents off the target (clamped by the caller's display), or null when no pitch is heard. */
  cents: number | null;
  valueText: string;
}

/**
 * The live needle. Its position is set by the caller through the forwarded ref (every frame, without a React
 * render); the ARIA values come from props, which the caller updates at most four times a second.
 */
const PitchMeter = forwardRef<HTMLSpanElement, Props>(function PitchMeter({ cents, valueText }, needle) {
  const words = useWords(pitchMatchWords);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot hold the needle and the scale drawn inside
    <div
      className={styles.meter}
      role="meter"
      aria-label={words.meterLabel}
      aria-valuemin={-METER_RANGE_CENTS}
      aria-valuemax={METER_RANGE_CENTS}
      aria-valuenow={cents === null ? 0 : Math.round(cents)}
      aria-valuetext={valueText}
    >
      <span className={styles.meterZone} aria-hidden="true" />
      <span className={styles.meterCentre} aria-hidden="true" />
      <span ref={needle} className={styles.meterNeedle} aria-hidden="true" />
      <span className={styles.meterScale} aria-hidden="true">
        <span>{words.flat}</span>
        <span>{words.inTune}</span>
        <span>{words.sharp}</span>
      </span>
    </div>
  );
});

export default PitchMeter;
