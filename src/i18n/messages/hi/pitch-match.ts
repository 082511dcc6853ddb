import type { Messages } from '../en';

/** The Hindi texts of ../en/pitch-match.ts. */
const pitchMatchHindi: Messages['pitchMatch'] = {
  yourVoice: 'आपकी आवाज़',
  voiceTypes: { low: 'भारी (बेस, बैरिटोन)', medium: 'बीच की (टेनर, ऑल्टो)', high: 'पतली (मेज़ो, सोप्रानो)' },
  targetNote: 'सुर',
  hearTheNote: 'सुर सुनें',
  target: 'सुर',
  startListening: 'सुनना शुरू करें',
  stopListening: 'सुनना रोकें',
  notListening: 'सुन नहीं रहा',
  noPitch: 'कोई सुर सुनाई नहीं दिया',
  inTune: 'सुर में',
  flat: 'नीचे',
  sharp: 'ऊपर',
  centsOff: (cents, sharp) => `${cents} सेंट ${sharp ? 'ऊपर' : 'नीचे'}`,
  meterLabel: 'सुर से दूरी, सेंट में',
  you: 'आप',
  offBy: 'कितना दूर',
  heldInTune: 'सुर में टिके',
  heldOf: (held, target) => `${target} सेकंड में से ${held}`,
  timeHeld: 'सुर में टिके रहने का समय',
  keepHolding: (max) => ` · ${max} सेकंड तक टिके रहें, और नंबर मिलेंगे`,
  askingMic: 'माइक्रोफ़ोन की इजाज़त माँग रहे हैं…',
  pitchNeedsMic: '"सुर मिलाओ" के लिए माइक्रोफ़ोन चाहिए, जो नहीं मिल रहा।',
  listeningFor: (note) => `सुन रहे हैं। ${note} गाएँ या गुनगुनाएँ और उसे टिकाए रखें।`,
  stoppedListening: 'सुनना रोक दिया।',
  playingNote: (note) => `${note} बज रहा है।`,
  targetIs: (note) => `सुर ${note}।`,
  roundNoScore: (held, target) => `राउंड खत्म। सबसे लंबा ${held} टिके; नंबर के लिए ${target} सेकंड टिकें।`,
  roundScore: (points, held, improved) =>
    `राउंड खत्म। ${held} टिकने पर स्कोर ${points}।${improved ? ' इस सुर पर नया सबसे अच्छा स्कोर!' : ''}`,
};

export default pitchMatchHindi;
