import { type Namespace, namespace } from '../../words';

/** The voice-training games on /games. */
const english = {
  nav: 'Games on this page',
  titles: {
    'tongue-twisters': 'Tongue-twister challenge',
    'pitch-match': 'Pitch match',
    'voice-challenge': 'Emotion and character challenge',
  },
  intros: {
    'tongue-twisters':
      'Pick a Hindi or English twister, hear the model reading, then race the timer. Record your take, listen back and rate it honestly: clean readings score far more than fast ones with slips.',
    'pitch-match':
      'Choose your voice type and a target note, hear it, then sing or hum it. Keep the needle in the green band (within 50 cents) for 3 seconds to score; hold on to 6 seconds for a higher one.',
    'voice-challenge':
      'Draw a prompt card, perform the line in that emotion or character, record it and play it back. Rate yourself on emotion, clarity and character, then draw the next card.',
  },
  mic: {
    denied: {
      title: 'The microphone is blocked',
      text: 'Your browser did not let this page use the microphone, so recording and pitch match cannot listen. To allow it, open the site settings (the icon just left of the web address), set Microphone to Allow, then reload this page.',
    },
    missing: {
      title: 'No microphone found',
      text: 'This device has no microphone we can use. Connect one (a headset or earphones with a microphone work well), check that it is switched on and not muted, then try again.',
    },
    unsupported: {
      title: 'This browser cannot record here',
      text: 'Recording needs a current browser (Chrome, Edge, Firefox or Safari) and the secure (https) address of this site. Open the page that way to use the microphone.',
    },
    error: {
      title: 'The microphone could not start',
      text: 'Another app may be using it. Close apps that use the microphone (calls, recorders), then try again.',
    },
  },
  stillWorks:
    'Everything else still works: read the tongue twisters, hear the model reading, time yourself and rate your reading, and practise the prompt cards out loud.',
  micUnavailable: 'Microphone unavailable.',
  whyAndHow: 'Why, and how to allow it',
  recording: 'Recording…',
  yourTake: 'Your take',
  noBestYet: 'No best score yet',
  bestScore: (best: number) => `Best score ${best}`,
  score: 'Score',
  saveScore: 'Save score',
  seconds: (seconds: number) => `${seconds.toFixed(1)} s`,
  set: 'Set',
  sets: { hi: 'Hindi (हिन्दी)', en: 'English' },
  tongueTwister: 'Tongue twister',
  nextTwister: 'Next twister',
  twisterOf: (n: number, total: number) => `Twister ${n} of ${total}.`,
  difficulty: (level: number) => `Difficulty ${level} of 3`,
  hearIt: 'Hear it',
  modelReading: 'Model reading',
  playingModel: 'Playing the model reading.',
  modelFailed: 'The model reading could not be loaded. Please try again later.',
  startTimer: 'Start timer',
  stopTimer: 'Stop timer',
  time: 'Time',
  recordMyself: 'Record myself while the timer runs',
  yourRecording: 'Your recording',
  timerStarted: 'Timer started. Read the twister aloud, then stop the timer.',
  timerRecording: 'Timer started. Recording. Read the twister aloud, then stop the timer.',
  timerNoMic: 'Timer started, without recording: the microphone is unavailable.',
  timerStopped: (time: string) => `Timer stopped at ${time}. Rate your reading, then save the score.`,
  howClean: 'How clean was it?',
  ratings: { clean: 'Clean', 'one-slip': 'One slip', 'many-slips': 'Many slips' },
  twisterScored: (points: number, improved: boolean, best: number) =>
    `Score ${points}.${improved ? ' New best for this twister!' : ` Your best is ${best}.`}`,
};

export const gamesWords: Namespace<'games', typeof english> = namespace('games', english, () => import('../hi/games'));
