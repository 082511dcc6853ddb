import { useState } from 'react';

interface Props {
  text: string;
  /** The button's words before and after copying ("Copy number", "Copied"). */
  label: string;
  copiedLabel: string;
  className?: string;
}

/**
 * Copies a text shown beside it (a registration number, an investor code). Without a clipboard (an insecure origin,
 * a refused permission) the button stays as it was and the text stays on screen to copy by hand.
 */
export default function CopyButton({ text, label, copiedLabel, className = 'button button--light' }: Props) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <button type="button" className={className} onClick={() => void copy()}>
      {copied ? copiedLabel : label}
    </button>
  );
}
