import { maskInvestorCode, parseInvestorCode } from '../../src/domain/investor-code';

/** One structured line per request. Never pass secrets, cookies or full investor codes. */
export interface RequestLogEntry {
  method: string;
  path: string;
  status: number;
  ms: number;
  /** A masked investor code (ATVN-****-0001), when the request named one. */
  code?: string;
}

const MAX_PATH_LENGTH = 200;

/** Masks any path segment shaped like an investor code, so a URL never leaks one. */
export function redactPath(path: string): string {
  return path
    .slice(0, MAX_PATH_LENGTH)
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // keep the raw segment
      }
      const code = parseInvestorCode(decoded);
      return code ? maskInvestorCode(code) : segment;
    })
    .join('/');
}

export function logRequest(entry: RequestLogEntry): void {
  const line = { time: new Date().toISOString(), level: entry.status >= 500 ? 'error' : 'info', ...entry };
  line.path = redactPath(entry.path);
  console.log(JSON.stringify(line));
}

/** Logs an unexpected error (the client only gets a generic 500). */
export function logError(path: string, error: unknown): void {
  const detail =
    error instanceof Error
      ? { name: error.name, message: error.message, stack: error.stack }
      : { message: String(error) };
  console.error(JSON.stringify({ time: new Date().toISOString(), level: 'error', path: redactPath(path), ...detail }));
}
