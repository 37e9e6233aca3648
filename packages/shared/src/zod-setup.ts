import { config } from 'zod/v4/core';

/**
 * The page's content security policy forbids `eval`; zod would otherwise probe for it (and the
 * browser logs the refusal as an issue) before choosing its slower, eval-free parsers anyway.
 * zod reads the setting when a schema is created, so this runs before any module defining one.
 */
export const parseWithoutEval = () => config({ jitless: true });
