import { saveBlob } from '../browser/save-blob';
import { displayInvestorCode } from '../domain/investor-code';
import { investorWords } from '../i18n/namespaces/investor';
import { pageWords } from '../i18n/page-locale';
import { $investorSession, investorApi } from './investor-session';
import { toast } from './toasts';

/** The signed-in investor's statement, offered by the dashboard: its code loads with the dashboard, not the login. */

/** The statement's display code and file name: statement_ATVN-XXXX-XXXX.txt. */
export function statementFileName(code: string): string {
  return `statement_${displayInvestorCode(code)}.txt`;
}

/**
 * GET /api/investor/{code}/statement (written in the page's language) and save it as statement_{code}.txt, with the
 * fixed toasts.
 */
export async function downloadStatement(): Promise<void> {
  const session = $investorSession.get();
  if (session.status !== 'authenticated') return;
  const code = displayInvestorCode(session.account.uniqueInvestorCode);
  const result = await investorApi.call(({ callFile }, { investorStatement }) =>
    callFile(investorStatement, { params: { code } }),
  );
  const words = pageWords(investorWords);
  if (result.ok) {
    saveBlob(result.value, statementFileName(code));
    toast({ title: words.statementDownloaded, description: words.statementDownloadedText, topic: 'statement' });
  } else {
    toast({
      title: words.downloadFailed,
      description: words.downloadFailedText,
      variant: 'destructive',
      topic: 'statement',
    });
  }
}
