import { z } from 'zod';

/**
 * The page's content security policy forbids `eval`; zod would otherwise probe for it (and the
 * browser logs the refusal as an issue) before choosing its slower, eval-free parsers anyway.
 */
export const parseWithoutEval = () => z.config({ jitless: true });
