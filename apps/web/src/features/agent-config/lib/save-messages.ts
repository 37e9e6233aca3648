import { sectionSaveMessage } from '@portal/shared/agents/sections.plain';
import type { MessageKind } from '../hooks/page-messages';

/** After a save: the success, plus a warning when the voice platform did not take the change. */
export function savedMessages(title: string, syncError: string | null): { kind: MessageKind; text: string }[] {
  const saved = { kind: 'success' as const, text: sectionSaveMessage(title) };
  if (!syncError) return [saved];
  return [saved, { kind: 'warning', text: `Saved, but the voice assistant was not updated: ${syncError}` }];
}

export const saveFailedMessage = (title: string, message: string) => `Failed to save ${title}: ${message}`;
