import type { Messages } from '../en';

/** The Hindi texts of ../en/voice-challenge.ts. */
const voiceChallengeHindi: Messages['voiceChallenge'] = {
  criteria: { emotion: 'भाव', clarity: 'साफ़ बोली', character: 'किरदार' },
  emotionBadge: (emotion) => `भाव: ${emotion}`,
  characterBadge: (character) => `किरदार: ${character}`,
  tips: 'सुझाव',
  cardOf: (n, total) => `${total} में से कार्ड ${n}`,
  record: 'रिकॉर्ड करें',
  stopRecording: 'रिकॉर्डिंग रोकें',
  nextCard: 'अगला कार्ड',
  yourPerformance: 'आपकी परफ़ॉर्मेंस',
  ratingHint: '1 कमज़ोर, 5 बढ़िया',
  recordingStopped: 'रिकॉर्डिंग रुक गई। उसे सुनें, फिर खुद को नंबर दें।',
  recordingCard: 'रिकॉर्ड हो रहा है। लाइन बोलें, फिर रोकें।',
  recordingUnavailable: 'रिकॉर्डिंग नहीं हो सकती; आप फिर भी लाइन बोलकर खुद को नंबर दे सकते हैं।',
  newCard: (prompt) => `नया कार्ड: ${prompt}`,
  cardScored: (points, improved) => `100 में से स्कोर ${points}।${improved ? ' इस कार्ड पर नया सबसे अच्छा स्कोर!' : ''}`,
};

export default voiceChallengeHindi;
