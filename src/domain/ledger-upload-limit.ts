/** The largest month's ledger file the back office accepts (UTF-8 bytes): about a thousand investors. */
export const MAX_LEDGER_FILE_BYTES = 1024 * 1024;
/** The request body around the file: JSON escaping of quotes and line ends can double a CSV's size. */
export const MAX_LEDGER_BODY_BYTES = 2 * MAX_LEDGER_FILE_BYTES + 16 * 1024;
