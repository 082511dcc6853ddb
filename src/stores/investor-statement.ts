import { saveBlob } from '../browser/save-blob';
import { displayInvestorCode, type StatementFormat, statementFileName } from '../domain/investor-code';
import { investorWords } from '../i18n/namespaces/investor';
import { pageWords } from '../i18n/page-locale';
import { $investorSession, investorApi } from './investor-session';
import { toast } from './toasts';

/** The signed-in investor's statement, offered by the dashboard: its code loads with the dashboard, not the login. */

/**
 * GET /api/investor/{code}/statement (written in the page's language) as a PDF (`?format=pdf`) or as the text file
 * (no query: the route's original answer), saved as statement_{code}.pdf or .txt, with the fixed toasts.
 */
export async function downloadStatement(format: StatementFormat): Promise<void> {
  const session = $investorSession.get();
  if (session.status !== 'authenticated') return;
  const code = displayInvestorCode(session.account.uniqueInvestorCode);
  const result = await investorApi.call(({ callFile }, { investorStatement }) =>
    callFile(investorStatement, { params: { code }, query: { format: format === 'pdf' ? 'pdf' : undefined } }),
  );
  const words = pageWords(investorWords);
  if (result.ok) {
    saveBlob(result.value, statementFileName(code, format));
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
