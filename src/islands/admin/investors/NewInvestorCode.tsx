import { useEffect, useRef } from 'react';
import { adminInvestorsWords } from '../../../i18n/namespaces/admin-investors';
import CopyButton from '../../common/CopyButton';
import { useWords } from '../../common/use-messages';
import styles from '../AdminDashboard.module.css';
import own from './Investors.module.css';
import WelcomeLetterButtons from './WelcomeLetterButtons';

interface Props {
  added: { name: string; code: string };
  onOpen: (code: string) => void;
  onAddAnother: () => void;
}

/**
 * The new investor's code, shown once in place of the form, with the focus on it: the officer copies it or takes the
 * welcome letter, then opens the account or chooses "Add another" (nothing is submitted twice by accident).
 */
export default function NewInvestorCode({ added, onOpen, onAddAnother }: Props) {
  const words = useWords(adminInvestorsWords);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className={styles.setupLink} data-testid="new-investor">
      <h3 ref={heading} tabIndex={-1}>
        {words.addedHeading}
      </h3>
      <p role="status">{words.added(added.name)}</p>
      <p>
        {words.codeLabel}: <span className={own.code}>{added.code}</span>{' '}
        <CopyButton text={added.code} label={words.copyCode} copiedLabel={words.codeCopied} />
      </p>
      <div className={own.toolbar}>
        <button type="button" className="button" onClick={() => onOpen(added.code)}>
          {words.openLabel(added.name)}
        </button>
        <WelcomeLetterButtons code={added.code} />
        <button type="button" className="button button--ghost" onClick={onAddAnother}>
          {words.addAnother}
        </button>
      </div>
    </div>
  );
}
