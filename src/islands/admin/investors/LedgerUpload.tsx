import { type SubmitEvent, useEffect, useId, useState } from 'react';
import type { ClearedNotification, UploadProgress, UploadRow } from '../../../api/admin-ledger-upload';
import type { Transaction } from '../../../domain/investor';
import { MAX_LEDGER_FILE_BYTES } from '../../../domain/ledger-upload-limit';
import { formatRupees } from '../../../domain/money';
import type { Messages } from '../../../i18n/messages/en';
import { adminInvestorsWords } from '../../../i18n/namespaces/admin-investors';
import {
  applyUpload,
  continueUpload,
  openUploads,
  previewUpload,
  type UploadFile,
  type UploadPreview,
} from '../../../stores/admin-ledger-upload';
import BusyButton from '../../common/BusyButton';
import { useWords } from '../../common/use-messages';
import fields from '../../fields.module.css';
import styles from '../AdminDashboard.module.css';
import own from './Investors.module.css';
import LedgerColumns from './LedgerColumns';

type Words = Messages['adminInvestors'];

/**
 * The month's ledger upload: choose the file, see what each row will change (bad rows first), then apply all of it
 * after a confirmation, or cancel. The server applies exactly what it previewed (src/api/admin-ledger-upload.ts), a
 * part per call: the screen calls again until the upload is done or rolled back, showing investors saved of all,
 * and on opening completes an upload that stopped before it finished.
 */
export default function LedgerUpload({ onBack, onLock }: { onBack: () => void; onLock: () => void }) {
  const words = useWords(adminInvestorsWords);
  const upload = words.upload;
  const fileId = useId();
  const [file, setFile] = useState<UploadFile | null>(null);
  const [preview, setPreview] = useState<UploadPreview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState<{ message: string; codes: string[] } | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [resumed, setResumed] = useState(false);

  /** Calls again until the upload is done or rolled back, showing its progress after each call. */
  async function follow(first: UploadProgress) {
    let current = first;
    setProgress(current);
    while (current.state === 'applying') {
      const result = await continueUpload(current.uploadId);
      if (!result.ok) {
        if (result.status === 401) onLock();
        setProgress(null);
        return setError(upload.failed(result.error));
      }
      current = result.value;
      setProgress(current);
    }
    setProgress(null);
    if (current.state === 'rolled-back') return setError(upload.rolledBack);
    const { counts, newInvestorCodes } = current;
    setDone({
      message: upload.applied(counts.newInvestors + counts.changedInvestors, counts.newTransactions),
      codes: newInvestorCodes,
    });
  }

  // An upload that stopped before it finished (the page closed, a call cut off) is completed when the screen opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the screen opens.
  useEffect(() => {
    void openUploads().then((result) => {
      const open = result.ok ? result.value.uploads.find((u) => u.state === 'applying') : undefined;
      if (!open) return;
      setResumed(true);
      void follow(open);
    });
  }, []);

  function reset() {
    setPreview(null);
    setConfirming(false);
  }

  async function runPreview(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get('file');
    setError('');
    setDone(null);
    reset();
    if (!(chosen instanceof File) || chosen.size === 0) return setError(upload.chooseFile);
    if (chosen.size > MAX_LEDGER_FILE_BYTES) return setError(upload.tooLarge);
    setBusy(true);
    const read = { fileName: chosen.name, text: await chosen.text() };
    const result = await previewUpload(read);
    setBusy(false);
    if (!result.ok) {
      if (result.status === 401) onLock();
      return setError(upload.failed(result.error));
    }
    setFile(read);
    setPreview(result.value);
  }

  async function runApply() {
    if (!file || !preview) return;
    setBusy(true);
    const result = await applyUpload(file, preview);
    setBusy(false);
    reset();
    if (!result.ok) {
      if (result.status === 401) onLock();
      return setError(upload.failed(result.error));
    }
    await follow(result.value);
  }

  const writes = preview ? preview.counts.newInvestors + preview.counts.changedInvestors : 0;
  return (
    <section aria-labelledby="ledger-upload-heading">
      <h2 id="ledger-upload-heading">{upload.heading}</h2>
      <div className={own.toolbar}>
        <button type="button" className="button button--ghost" onClick={onBack}>
          {words.back}
        </button>
      </div>
      <form className={own.form} onSubmit={(event) => void runPreview(event)}>
        <div className={`${own.field} ${own.wide}`}>
          <label htmlFor={fileId}>{upload.fileLabel}</label>
          <input
            id={fileId}
            name="file"
            type="file"
            className={fields.input}
            accept=".csv,.json,text/csv,application/json"
            aria-describedby={`${fileId}-hint`}
            onChange={() => {
              reset();
              setDone(null);
              setError('');
            }}
          />
          <p id={`${fileId}-hint`} className={styles.hint}>
            {upload.hint}
          </p>
        </div>
        <LedgerColumns />
        <BusyButton busy={busy && !preview} busyLabel={upload.previewing}>
          {upload.preview}
        </BusyButton>
      </form>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div role="status" className={styles.live}>
        {progress ? (
          <>
            {resumed ? <p>{upload.resumed}</p> : null}
            <p>{upload.progress(progress.rowsApplied, progress.rowsTotal)}</p>
          </>
        ) : done ? (
          <p>{done.message}</p>
        ) : preview ? (
          <p>{upload.counts(preview.counts)}</p>
        ) : null}
      </div>
      {progress ? (
        <progress
          max={progress.rowsTotal}
          value={progress.rowsApplied}
          aria-label={upload.progress(progress.rowsApplied, progress.rowsTotal)}
        />
      ) : null}
      {done && done.codes.length > 0 ? (
        <div>
          <p>{upload.newCodes}</p>
          <ul>
            {done.codes.map((code) => (
              <li key={code} className={styles.mono}>
                {code}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {preview ? <PreviewList preview={preview} words={words} /> : null}
      {preview && preview.clearedNotifications.length > 0 ? (
        <ClearedNotifications cleared={preview.clearedNotifications} words={words} />
      ) : null}
      {preview ? (
        <div className={own.toolbar}>
          {confirming ? (
            <div>
              <p>{upload.confirm(writes, preview.clearedNotifications.length)}</p>
              <button
                type="button"
                className="button"
                disabled={busy}
                // The confirmation replaces the button that asked for it: keyboard focus moves to it.
                ref={(button) => button?.focus()}
                onClick={() => void runApply()}
              >
                {busy ? upload.applying : upload.confirmApply}
              </button>{' '}
              <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
                {upload.cancel}
              </button>
            </div>
          ) : (
            <>
              <button
                type="button"
                className="button"
                disabled={preview.problems.length > 0 || writes === 0}
                onClick={() => setConfirming(true)}
              >
                {upload.apply}
              </button>{' '}
              <button type="button" className="button button--ghost" onClick={reset}>
                {upload.cancel}
              </button>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}

/** Bad rows first, then each valid row's changes, as a stacked list (readable at 360 px and 1440 px alike). */
function PreviewList({ preview, words }: { preview: UploadPreview; words: Words }) {
  const upload = words.upload;
  return (
    <>
      {preview.problems.length > 0 ? (
        <>
          <h3>{upload.problemsHeading}</h3>
          <p className={styles.hint}>{upload.problemsHint}</p>
          <ul data-testid="upload-problems">
            {preview.problems.map((problem) => (
              <li key={problem.message} className={styles.error}>
                {problem.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {preview.rows.length > 0 ? (
        <>
          <h3>{upload.rowsHeading}</h3>
          <ul className={own.uploadRows}>
            {preview.rows.map((row) => (
              <li key={row.line} data-testid="upload-row">
                <RowChanges row={row} words={words} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** One warning per notification the upload would clear, right before Apply: an empty cell is easy to miss. */
function ClearedNotifications({ cleared, words }: { cleared: readonly ClearedNotification[]; words: Words }) {
  const upload = words.upload;
  return (
    <div className={own.clears}>
      <h3>{upload.clearsHeading}</h3>
      <p className={styles.hint}>{upload.clearsHint}</p>
      <ul data-testid="upload-clears">
        {cleared.map(({ investorCode, storedName, field }) => (
          <li key={`${investorCode}-${field}`}>{upload.clears[field](investorCode, storedName)}</li>
        ))}
      </ul>
    </div>
  );
}

const shown = (value: unknown, empty: string) =>
  value === null || value === undefined || value === ''
    ? empty
    : typeof value === 'number'
      ? String(value)
      : `${value}`;

function RowChanges({ row, words }: { row: UploadRow; words: Words }) {
  const upload = words.upload;
  const fieldName = (field: string) => (words.fields as Record<string, string>)[field] ?? field;
  const entry = (t: Transaction) =>
    upload.transaction(
      `${t.transactionDate} ${t.transactionTime}`,
      words.transactionTypes[t.transactionType],
      formatRupees(t.amount),
      t.description ?? '',
    );
  return (
    <>
      <h4>
        {upload.line(row.line)} · {row.fullName} · {upload.kinds[row.kind]}
      </h4>
      <p>
        {row.kind === 'new' ? `${upload.newCode}: ` : null}
        <span className={styles.mono}>{row.investorCode}</span>
        {' · '}
        {row.storedName === null ? upload.noInvestorYet : upload.heldBy(row.storedName)}
      </p>
      {row.changes.length > 0 ? (
        <ul>
          {row.changes.map((change) => (
            <li key={change.field}>
              {upload.change(
                fieldName(change.field),
                shown(change.before, upload.empty),
                shown(change.after, upload.empty),
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {row.newTransactions.length > 0 ? (
        <>
          <p>{upload.newTransactions}</p>
          <ul>
            {row.newTransactions.map((t) => (
              <li key={t.transactionId}>{entry(t)}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
