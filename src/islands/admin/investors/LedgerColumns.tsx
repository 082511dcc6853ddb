import { saveBlob } from '../../../browser/save-blob';
import { LEDGER_COLUMNS, ledgerTemplateCsv } from '../../../domain/ledger-template';
import { adminInvestorsWords } from '../../../i18n/namespaces/admin-investors';
import { useWords } from '../../common/use-messages';
import styles from '../AdminDashboard.module.css';
import tables from '../DataTable.module.css';
import own from './Investors.module.css';

/** The upload's help: a template file to start from and the columns it reads, each with whether it is needed. */
export default function LedgerColumns() {
  const upload = useWords(adminInvestorsWords).upload;
  return (
    <div className={own.wide}>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => saveBlob(new Blob([ledgerTemplateCsv()], { type: 'text/csv' }), 'ledger-template.csv')}
      >
        {upload.template}
      </button>
      <details>
        <summary>{upload.columnsSummary}</summary>
        <table className={tables.table}>
          <caption className={styles.hint}>{upload.columnsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{upload.columnHeadings.name}</th>
              <th scope="col">{upload.columnHeadings.need}</th>
              <th scope="col">{upload.columnHeadings.meaning}</th>
            </tr>
          </thead>
          <tbody>
            {LEDGER_COLUMNS.map((column) => (
              <tr key={column.name}>
                <td>
                  <code>{column.name}</code>
                </td>
                <td>{upload.needs[column.need]}</td>
                <td>{upload.columnMeanings[column.name]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
