import { AI_VERSIONS, LANGUAGES } from '../../domain/chat';
import { chatWords } from '../../i18n/namespaces/chat';
import { $options, chooseLanguage } from '../../stores/chat';
import { useWords } from '../common/use-messages';
import { useStore } from '../common/use-store';
import OptionSelect from './OptionSelect';

interface Props {
  /** The dialog lists every language; the page's quick block the four header ones (plus the current one). */
  allLanguages: boolean;
}

/** The chat's language and AI version selects. */
export default function ChatOptionFields({ allLanguages }: Props) {
  const words = useWords(chatWords);
  const { language, aiVersion } = useStore($options);
  const languages = allLanguages ? LANGUAGES : LANGUAGES.filter((l) => l.inHeader || l.id === language);
  return (
    <>
      <OptionSelect label={words.language} value={language} options={languages} onChange={chooseLanguage} />
      <OptionSelect
        label={words.aiVersion}
        value={aiVersion}
        options={AI_VERSIONS}
        onChange={(value) => $options.setKey('aiVersion', value)}
      />
    </>
  );
}
