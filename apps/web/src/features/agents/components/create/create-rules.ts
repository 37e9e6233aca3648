import { ApiError } from '../../../../lib/api-client';

/** The answer to 'Would you like to start with an industry template?' (null until answered). */
export type TemplateChoice = 'template' | 'scratch' | null;

type CreateState = {
  creating: boolean;
  choice: TemplateChoice;
  templatesLoading: boolean;
  templateId: string | null;
};

/**
 * Create Agent is disabled while creating, until a choice is made, while templates load, and
 * when 'Yes' was chosen but no template is selected.
 */
export function canCreate({ creating, choice, templatesLoading, templateId }: CreateState): boolean {
  if (creating || choice === null || templatesLoading) return false;
  return choice === 'scratch' || templateId !== null;
}

/** Creation errors: unreachable service, the server's own message, or the fallback. */
export function creationErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0 || error.code === 'UNAVAILABLE') return `Failed to reach creation service: ${error.message}`;
    if (error.code !== 'UNKNOWN' && error.message) return error.message;
  }
  return 'Agent creation failed.';
}
