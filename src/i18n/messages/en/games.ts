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

export default english;
