import { ApiError } from '../../../../lib/api-client';

/**
 * The answer to 'Would you like to start with an industry template?' (null until answered), or
 * 'website': start from scratch and read the owner's website into proposals at once.
 */
export type TemplateChoice = 'template' | 'scratch' | 'website' | null;

type CreateState = {
  creating: boolean;
  choice: TemplateChoice;
  templatesLoading: boolean;
  templateId: string | null;
  /** The website's address when starting from it; blank is not ready. */
  websiteUrl?: string;
};

/**
 * Create Agent is disabled while creating, until a choice is made, while templates load, when
 * 'Yes' was chosen but no template is selected, and when starting from a website without its address.
 */
export function canCreate({ creating, choice, templatesLoading, templateId, websiteUrl = '' }: CreateState): boolean {
  if (creating || choice === null || templatesLoading) return false;
  if (choice === 'website') return websiteUrl.trim() !== '';
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
