import { z } from 'zod/mini';

/**
 * zod for every module that may run in the browser: its small build (`zod/mini`, functions rather than methods, so
 * a bundle keeps only what it uses; no locale, so a rule the browser shows gives its own message). Its JIT compiles
 * object parsers with `new Function`, and even its probe for that is reported as a violation by our CSP (no
 * 'unsafe-eval'): parse without it. Import `z` from here, not from 'zod/mini', so the setting runs before any schema
 * is built. Modules that only the server or the build runs may use the full build ('zod') for their own schemas.
 */
z.config({ jitless: true });

export { z };
