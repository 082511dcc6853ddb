import { describe, expect, it } from 'vitest';
import {
  centsOff,
  DEFAULT_TARGET_MIDI,
  DEFAULT_VOICE_TYPE,
  frequencyOfMidi,
  nearestMidi,
  noteName,
  startingNote,
  targetNotes,
  VOICE_TYPE_RANGES,
  wholeCents,
} from '../../src/domain/pitch';
import { detectPitch, yinPitch } from '../../src/domain/pitch-detection';

/** A frame the size the island reads from its AnalyserNode (fftSize 4096). */
const FRAME = 4096;

function sine(hz: number, sampleRate: number, amplitude = 0.5, phase = 0): Float32Array {
  const out = new Float32Array(FRAME);
  for (let i = 0; i < FRAME; i++) out[i] = amplitude * Math.sin(2 * Math.PI * hz * (i / sampleRate) + phase);
  return out;
}

/** A voice-like tone: 10 harmonics falling 1/h, the second and third stronger than the fundamental. */
function harmonic(hz: number, sampleRate: number): Float32Array {
  const weights = [0.6, 1, 0.8, 0.5, 0.4, 0.3, 0.2, 0.15, 0.1, 0.08];
  const out = new Float32Array(FRAME);
  for (let i = 0; i < FRAME; i++) {
    let value = 0;
    weights.forEach((weight, h) => {
      const freq = hz * (h + 1);
      if (freq < sampleRate / 2) value += weight * Math.sin(2 * Math.PI * freq * (i / sampleRate) + h);
    });
    out[i] = 0.15 * value;
  }
  return out;
}

const frequencies = [80, 98, 110, 147, 196, 220, 262, 330, 440, 523, 659, 800];

describe('yinPitch with the speech analysis’s range (about 11 kHz, 65-500 Hz, 513-sample frames)', () => {
  const SPEECH = { minHz: 65, maxHz: 500 };
  const rate = 11_025;
  const frame = (hz: number, amplitude: number) => sine(hz, rate, amplitude).subarray(0, 513);
  for (const hz of [70, 98, 120, 220, 330, 480]) {
    it(`finds ${hz} Hz within 1 %, loud or quiet`, () => {
      for (const amplitude of [0.5, 0.05]) {
        const found = yinPitch(frame(hz, amplitude), rate, SPEECH);
        expect(found, `${hz} Hz at ${amplitude}`).not.toBeNull();
        expect(Math.abs((found ?? 0) - hz) / hz).toBeLessThan(0.01);
      }
    });
  }

  it('finds nothing below the range it was given', () => {
    expect(yinPitch(frame(40, 0.5), rate, SPEECH)).toBeNull();
  });
});

describe('detectPitch (YIN)', () => {
  for (const sampleRate of [44_100, 48_000]) {
    it.each(frequencies)(`finds a %i Hz sine within 2 percent at ${sampleRate} Hz`, (hz) => {
      const found = detectPitch(sine(hz, sampleRate), sampleRate);
      expect(found).not.toBeNull();
      expect(Math.abs((found ?? 0) - hz) / hz).toBeLessThan(0.02);
    });

    it.each(frequencies)(
      `finds the fundamental of a %i Hz harmonic tone within 2 percent at ${sampleRate} Hz`,
      (hz) => {
        const found = detectPitch(harmonic(hz, sampleRate), sampleRate);
        expect(found).not.toBeNull();
        expect(Math.abs((found ?? 0) - hz) / hz).toBeLessThan(0.02);
      },
    );
  }

  it('is not thrown by phase or a quiet (but audible) level', () => {
    const found = detectPitch(sine(220, 48_000, 0.05, 1.3), 48_000);
    expect(Math.abs((found ?? 0) - 220) / 220).toBeLessThan(0.02);
  });

  it('answers null for silence and for noise', () => {
    expect(detectPitch(new Float32Array(FRAME), 48_000)).toBeNull();
    expect(detectPitch(sine(220, 48_000, 0.001), 48_000)).toBeNull();
    let seed = 7;
    const noise = new Float32Array(FRAME).map(() => {
      seed = (seed * 16807) % 2147483647;
      return (seed / 2147483647 - 0.5) * 0.8;
    });
    expect(detectPitch(noise, 48_000)).toBeNull();
  });
});

describe('notes and cents', () => {
  it('converts between notes and frequencies (A4 = 440 Hz)', () => {
    expect(frequencyOfMidi(69)).toBe(440);
    expect(frequencyOfMidi(57)).toBeCloseTo(220, 6);
    expect(noteName(57)).toBe('A3');
    expect(noteName(61)).toBe('C♯4');
    expect(noteName(48)).toBe('C3');
    expect(nearestMidi(221)).toBe(57);
  });

  it('measures cents: a semitone is 100, an octave 1200, sharp is positive', () => {
    expect(centsOff(220, 220)).toBe(0);
    expect(centsOff(440, 220)).toBeCloseTo(1200, 6);
    expect(centsOff(frequencyOfMidi(58), frequencyOfMidi(57))).toBeCloseTo(100, 6);
    expect(centsOff(215, 220)).toBeLessThan(0);
  });

  it('reports whole cents, in tune within half a cent either way and never as -0', () => {
    expect(wholeCents(0.4)).toBe(0);
    expect(Object.is(wholeCents(-0.4), 0)).toBe(true);
    expect(wholeCents(12.2)).toBe(12);
    expect(wholeCents(-80)).toBe(-80);
  });

  it('offers targets inside each voice type range, 220 Hz (A3) among the medium ones', () => {
    for (const type of ['low', 'medium', 'high'] as const) {
      const notes = targetNotes(type);
      expect(notes[0]?.midi).toBe(VOICE_TYPE_RANGES[type].low);
      expect(notes.at(-1)?.midi).toBe(VOICE_TYPE_RANGES[type].high);
      for (const note of notes) expect(note.hz).toBeGreaterThan(80);
    }
    expect(targetNotes('medium').map((note) => note.name)).toContain('A3');
  });

  it("opens on a note in a girl's speaking range (A3–C4) on a voice whose range rises above it", () => {
    const start = frequencyOfMidi(DEFAULT_TARGET_MIDI);
    expect(start).toBeGreaterThanOrEqual(frequencyOfMidi(57));
    expect(start).toBeLessThanOrEqual(frequencyOfMidi(60));
    const notes = targetNotes(DEFAULT_VOICE_TYPE).map((note) => note.name);
    expect(notes[0]).toBe('A3');
    expect(notes.at(-1)).toBe('A4');
    expect(notes).toContain(noteName(DEFAULT_TARGET_MIDI));
    expect(startingNote(DEFAULT_VOICE_TYPE)).toBe(DEFAULT_TARGET_MIDI);
    // The other voices start in the middle of their range, G3 for the medium one as before.
    expect(noteName(startingNote('medium'))).toBe('G3');
  });
});
