import { site } from '../../../src/content/site';
import type { AiVersion, Persona } from '../../../src/domain/chat';
import type { ReplyLanguage } from './types';

/**
 * What the local assistant says besides facts, per persona and language: greetings, thanks, who it is, kind
 * encouragement, jokes, and the safe replies to distress and to romance or unsafe topics. Every persona is written
 * for a site used by girls from age 8: friendly and never romantic.
 */

/** India's national helplines: CHILDLINE 1098 (children in need of care and protection) and Tele-MANAS 14416. */
export const HELPLINES = { child: '1098', mentalHealth: '14416' } as const;

type Texts = Record<ReplyLanguage, string>;

export const distressReply: Texts = {
  en: `I'm really sorry you're feeling this way, and I'm glad you told me. Please talk to a trusted adult today, such as a parent, a teacher or a relative. You can also call ${HELPLINES.child} (Childline, for children, free, day and night) or ${HELPLINES.mentalHealth} (Tele-MANAS, free, day and night).`,
  hi: `मुझे बहुत दुख है कि आप ऐसा महसूस कर रहे हैं, और अच्छा किया कि आपने बताया। आज ही किसी भरोसेमंद बड़े से बात कीजिए, जैसे माता-पिता, टीचर या घर के कोई बड़े। आप ${HELPLINES.child} (चाइल्डलाइन, बच्चों के लिए, मुफ़्त, दिन-रात) या ${HELPLINES.mentalHealth} (टेली-मानस, मुफ़्त, दिन-रात) पर भी फ़ोन कर सकते हैं।`,
};

export const romanceReply: Texts = {
  en: "That's kind of you, but I'm just a friendly helper and I keep our chats friendly. Shall we talk about voice acting, our courses or a fun tongue twister instead?",
  hi: 'आप बहुत अच्छे हैं, पर मैं बस एक दोस्ताना सहायक हूँ और हमारी बातें दोस्ती तक ही रहती हैं। चलिए वॉइस एक्टिंग, हमारे कोर्स या किसी मज़ेदार वाक्य के बारे में बात करें?',
};

export const personalSafetyReply: Texts = {
  en: 'Please never share your address, photos or phone number with people you meet online, and never agree to meet them. If someone asks, tell a parent or a trusted adult.',
  hi: 'ऑनलाइन मिले लोगों को अपना पता, फ़ोटो या फ़ोन नंबर कभी मत दीजिए, और उनसे मिलने के लिए कभी हाँ मत कहिए। अगर कोई ऐसा माँगे तो माता-पिता या किसी भरोसेमंद बड़े को बताइए।',
};

export const outOfScopeReply: Texts = {
  en: `That's outside what I can help with here. I can answer questions about our courses and admissions, the AI voice tools, investment plans and payments, or tell you a joke. For anything else, write to ${site.email}.`,
  hi: `इसमें मैं यहाँ मदद नहीं कर पाऊँगा। मैं हमारे कोर्स और एडमिशन, AI आवाज़ टूल, निवेश योजनाओं और भुगतान के सवालों के जवाब दे सकता हूँ, या एक चुटकुला सुना सकता हूँ। बाकी बातों के लिए ${site.email} पर लिखिए।`,
};

export const languageNote = '(नोट: यह सहायक अभी हिंदी और अंग्रेज़ी में जवाब देता है, इसलिए जवाब हिंदी में है।)';

export type Encouragement = 'nerves' | 'practice' | 'voiceCare';

export const encouragement: Record<Encouragement, Texts> = {
  nerves: {
    en: 'Feeling nervous is normal, and it shows you care. Breathe in slowly for four counts and out for four, read your lines aloud a few times, and remember that every voice artist started with a first time.',
    hi: 'घबराहट होना बिल्कुल आम बात है, इसका मतलब है कि आपको परवाह है। धीरे-धीरे चार गिनती तक साँस लीजिए और चार तक छोड़िए, अपनी लाइनें कुछ बार ज़ोर से पढ़िए, और याद रखिए कि हर कलाकार ने कभी पहली बार शुरुआत की थी।',
  },
  practice: {
    en: 'Practise a little every day: read a short story aloud, record yourself and listen back, and try one tongue twister slowly before you speed up. Small daily steps make a big difference.',
    hi: 'रोज़ थोड़ी प्रैक्टिस कीजिए: कोई छोटी कहानी ज़ोर से पढ़िए, अपनी आवाज़ रिकॉर्ड करके सुनिए, और कोई मज़ेदार वाक्य पहले धीरे फिर तेज़ बोलिए। रोज़ के छोटे कदम बड़ा फ़र्क लाते हैं।',
  },
  voiceCare: {
    en: 'Be kind to your voice: drink plenty of water, warm up with gentle humming, rest when your throat feels tired, and never shout to practise. If your throat hurts for days, tell a parent and see a doctor.',
    hi: 'अपनी आवाज़ का ख़्याल रखिए: ख़ूब पानी पीजिए, हल्का गुनगुनाकर आवाज़ को तैयार कीजिए, गला थका लगे तो आराम कीजिए, और प्रैक्टिस में कभी चिल्लाइए मत। अगर कई दिन गला दुखे तो माता-पिता को बताइए और डॉक्टर को दिखाइए।',
  },
};

interface PersonaVoice {
  /** Said before a fact (empty for the plain info assistant). */
  opener: Texts;
  hello: Texts;
  who: (version: AiVersion) => Texts;
}

const helpWith: Texts = {
  en: 'Ask me about courses, fees, admissions, the AI voice tools or investment plans.',
  hi: 'मुझसे कोर्स, फीस, एडमिशन, AI आवाज़ टूल या निवेश योजनाओं के बारे में पूछिए।',
};

export const personaVoices: Record<Persona, PersonaVoice> = {
  info: {
    opener: { en: '', hi: '' },
    hello: { en: `Hello! ${helpWith.en}`, hi: `नमस्ते! ${helpWith.hi}` },
    who: (v) => ({
      en: `I'm Vauxa ${v}, the assistant of ${site.name}. ${helpWith.en}`,
      hi: `मैं Vauxa ${v} हूँ, ${site.name} का सहायक। ${helpWith.hi}`,
    }),
  },
  girlfriend: {
    opener: { en: 'Sure! 😊', hi: 'ज़रूर! 😊' },
    hello: { en: `Hi, friend! 😊 ${helpWith.en}`, hi: `हाय, सहेली! 😊 ${helpWith.hi}` },
    who: (v) => ({
      en: `I'm Saheli, your friendly guide from Vauxa ${v}. I love chatting about voice acting and our tools. ${helpWith.en}`,
      hi: `मैं सहेली हूँ, Vauxa ${v} की दोस्ताना साथी। मुझे वॉइस एक्टिंग और हमारे टूल के बारे में बात करना पसंद है। ${helpWith.hi}`,
    }),
  },
  boyfriend: {
    opener: { en: 'Sure thing!', hi: 'बिल्कुल!' },
    hello: { en: `Hey, friend! ${helpWith.en}`, hi: `नमस्ते दोस्त! ${helpWith.hi}` },
    who: (v) => ({
      en: `I'm Dost, a friendly buddy from Vauxa ${v}, here to help like a good friend would. ${helpWith.en}`,
      hi: `मैं दोस्त हूँ, Vauxa ${v} का दोस्ताना साथी, एक अच्छे दोस्त की तरह मदद के लिए। ${helpWith.hi}`,
    }),
  },
  counselor: {
    opener: { en: 'Good question.', hi: 'अच्छा सवाल है।' },
    hello: { en: `Hello, welcome. ${helpWith.en}`, hi: `नमस्ते, आपका स्वागत है। ${helpWith.hi}` },
    who: (v) => ({
      en: `I'm Vauxa ${v}'s counsellor: I can help with nerves, practice and caring for your voice, and answer questions about our courses.`,
      hi: `मैं Vauxa ${v} की सलाहकार हूँ: घबराहट, प्रैक्टिस और आवाज़ की देखभाल में मदद कर सकती हूँ, और हमारे कोर्स के सवालों के जवाब दे सकती हूँ।`,
    }),
  },
  fun: {
    opener: { en: 'Ooh, quiz time! 🎉', hi: 'वाह, बढ़िया सवाल! 🎉' },
    hello: {
      en: `Heyyy! 🎉 Want a joke or a tongue twister? ${helpWith.en}`,
      hi: `हेलो हेलो! 🎉 चुटकुला सुनोगे या कोई मज़ेदार वाक्य? ${helpWith.hi}`,
    },
    who: (v) => ({
      en: `I'm Fun Buddy from Vauxa ${v}! Ask me for a joke or a tongue twister, or anything about our courses and tools. 🎉`,
      hi: `मैं Vauxa ${v} का फ़न बडी हूँ! मुझसे चुटकुला या मज़ेदार वाक्य माँगिए, या कोर्स और टूल के बारे में कुछ भी पूछिए। 🎉`,
    }),
  },
};

export const smallTalkReplies = {
  thanks: { en: "You're welcome! Happy to help.", hi: 'आपका स्वागत है! मदद करके ख़ुशी हुई।' },
  how: { en: "I'm doing well, thank you! How can I help you today?", hi: 'मैं ठीक हूँ, शुक्रिया! बताइए, आज क्या मदद करूँ?' },
  bye: { en: 'Goodbye, and all the best!', hi: 'फिर मिलेंगे, शुभकामनाएँ!' },
} satisfies Record<string, Texts>;

export const jokeIntro: Texts = { en: 'Here is one:', hi: 'यह सुनिए:' };
export const twisterIntro: Texts = {
  en: 'Try this tongue twister, slowly first, then faster:',
  hi: 'यह वाक्य बोलकर देखिए, पहले धीरे, फिर तेज़:',
};
