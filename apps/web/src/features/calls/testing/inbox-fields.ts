import type { CallSummary } from '@portal/shared/calls';

/**
 * The inbox's fields of a call that left the owner nothing to do: no outcome, message or handling
 * (and its recording and transcript still kept).
 */
export const NO_INBOX_STATE: Pick<
  CallSummary,
  'outcomeKind' | 'urgent' | 'message' | 'needsAttention' | 'handledAt' | 'handledBy' | 'artifactsDeletedAt'
> = {
  outcomeKind: null,
  urgent: false,
  message: null,
  needsAttention: false,
  handledAt: null,
  handledBy: null,
  artifactsDeletedAt: null,
};
