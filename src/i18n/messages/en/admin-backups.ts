/** The back office's backups section (owner). */
const english = {
  heading: 'Backups',
  intro:
    'A snapshot of every record is taken each day, encrypted to the owner’s backup key: the last 30 days, then one a month for a year. A download stays encrypted; restoring one needs the secret key (docs/OPERATIONS.md).',
  loading: 'Loading the backups…',
  none: 'No backups yet',
  noneHint: 'The first snapshot is taken within a day; each one is listed here to download.',
  failed: 'Loading the backups',
  caption: (count: number) => `${count} ${count === 1 ? 'backup' : 'backups'}, newest first`,
  columns: { day: 'Day', createdAt: 'Taken at', size: 'Size', records: 'Records', download: 'Download' },
  download: 'Download',
  downloadLabel: (day: string) => `Download the backup of ${day}`,
  downloading: 'Downloading…',
  downloadFailed: (reason: string) => `Could not download the backup: ${reason}`,
  sizeInMegabytes: (size: string) => `${size} MB`,
  recordCount: (count: string) => `${count} records`,
};

export default english;
