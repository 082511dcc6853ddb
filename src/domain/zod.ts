import { z } from 'zod';

/**
 * zod for every module that may run in the browser. Its JIT compiles object parsers with `new Function`, and even
 * its probe for that is reported as a violation by our CSP (no 'unsafe-eval'): parse without it.
 * Import `z` from here, not from 'zod', so the setting runs before any schema is built.
 */
z.config({ jitless: true });

export { z };
