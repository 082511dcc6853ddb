import { adminCardsWords } from '../../i18n/namespaces/admin-cards';
import { useWords } from '../common/use-messages';
import LabelledInput from './LabelledInput';

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

/** A card holder's mobile number as staff type it (the server reads any usual form of it). */
export default function CardMobileInput({ id, value, onChange }: Props) {
  const words = useWords(adminCardsWords);
  return (
    <LabelledInput
      id={id}
      label={words.mobile}
      hint={words.mobileHint}
      type="tel"
      inputMode="tel"
      autoComplete="off"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
