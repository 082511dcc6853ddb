import type { Passage, ReplyLanguage } from '../../../netlify/lib/assistant/types';
import { factText } from '../../../src/content/facts';
import type { Site } from '../../../src/content/site';
import { inEdition } from './edition-link';
import { passageWords } from './passage-words';

/** The company facts of content/site.json, each as its own passage in both editions. */
export function sitePassages(
  site: Site,
  founder: string,
  address: string,
  contactLinks: Record<ReplyLanguage, string>,
): Passage[] {
  const facts: {
    id: string;
    title: Record<ReplyLanguage, string>;
    link?: string;
    text: Record<ReplyLanguage, string>;
    keywords: string;
  }[] = [
    {
      id: 'contact',
      title: { en: 'Contact', hi: 'संपर्क' },
      text: {
        en: `Contact ${site.name} by e-mail at ${site.email} or by phone on ${site.phone}. Office hours: ${factText('office-hours')}. Support team hours: ${factText('support-hours')}.`,
        hi: `आप ${site.name} से ई-मेल ${site.email} या फ़ोन ${site.phone} पर संपर्क कर सकते हैं। ऑफ़िस का समय: ${factText('office-hours', 'hi')}। सपोर्ट टीम का समय: ${factText('support-hours', 'hi')}।`,
      },
      keywords: 'contact email address e-mail mail phone call number reach support hours office',
    },
    {
      id: 'address',
      title: { en: 'Address', hi: 'पता' },
      text: {
        en: `${site.name} is based in ${site.address.city}. Address: ${address}.`,
        hi: `${site.name} ${site.address.city} में है। पता: ${address}।`,
      },
      keywords: 'address location office where located city visit',
    },
    {
      id: 'founder',
      title: { en: 'Founder', hi: 'संस्थापक' },
      link: '/founder',
      text: {
        en: `${site.name} was founded in ${factText('founded')} by ${founder}, ${site.founder.title}.`,
        hi: `${site.name} की स्थापना ${factText('founded')} में ${founder} (${site.hi.founderTitle}) ने की।`,
      },
      keywords: 'founder founded started established who owner year since company',
    },
    {
      id: 'investors',
      title: { en: 'Investor contact', hi: 'निवेशकों के लिए संपर्क' },
      link: '/investment-policy',
      text: {
        en: `Investor questions: write to ${site.investorEmail}.`,
        hi: `निवेशक अपने सवाल ${site.investorEmail} पर भेज सकते हैं।`,
      },
      keywords: 'investor contact email investment questions',
    },
    {
      id: 'privacy',
      title: { en: 'Privacy contact', hi: 'निजता के लिए संपर्क' },
      link: '/privacy-policy',
      text: {
        en: `Privacy requests: write to ${site.privacyEmail}.`,
        hi: `निजता (प्राइवेसी) से जुड़े अनुरोध ${site.privacyEmail} पर भेजें।`,
      },
      keywords: 'privacy contact email data request',
    },
    {
      id: 'accessibility',
      title: { en: 'Accessibility contact', hi: 'सुगम्यता के लिए संपर्क' },
      link: '/accessibility',
      text: {
        en: `Accessibility feedback: write to ${site.accessibilityEmail}.`,
        hi: `सुगम्यता (एक्सेसिबिलिटी) से जुड़ी प्रतिक्रिया ${site.accessibilityEmail} पर भेजें।`,
      },
      keywords: 'accessibility feedback contact email',
    },
  ];
  return (['en', 'hi'] as const).flatMap((lang) =>
    facts.map((f) => ({
      id: `${passageWords(lang).idPrefix}site/${f.id}`,
      title: f.title[lang],
      link: f.link ? inEdition(f.link, lang) : contactLinks[lang],
      text: f.text[lang],
      keywords: f.keywords,
      lang,
    })),
  );
}
