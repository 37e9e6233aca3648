// zod for the browser, told first not to try `eval`: the page's content security policy forbids it,
// and zod would otherwise probe for it (the browser logs the refusal as an issue) before choosing its
// eval-free parsers anyway. Being zod's module name in the build, this runs before any module that
// creates a schema, and only on the pages that load zod at all.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
