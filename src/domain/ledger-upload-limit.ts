/** The largest month's ledger file the back office accepts (UTF-8 bytes): about a thousand investors. */
export const MAX_LEDGER_FILE_BYTES = 1024 * 1024;
