import { callFacts } from './texts.repo.ts';
import { plannedTexts } from './call-texts.pure.ts';
import { createText, type TextsDeps } from './texts.service.ts';

/**
 * Texts what one ended call calls for (call-texts.pure.ts). Run by a job once the call's end is
 * recorded, and again when its outcome is found later: each text has its key, so a second run
 * sends only what the first could not know of (an urgent matter found in the transcript).
 */
export async function textAfterCall(deps: TextsDeps & { publicUrl: string }, callId: string) {
  const call = await callFacts(deps.db, callId);
  if (!call) return [];
  const planned = plannedTexts(
    { ...call, appointmentChanges: call.appointmentChanges ?? [] },
    { call: `${deps.publicUrl}/calls/${call.id}` },
  );
  const created = [];
  for (const text of planned) {
    const row = await createText(deps, {
      ...text,
      userId: call.userId,
      agentId: call.agentId,
      callId: call.id,
      from: call.ourNumber,
    });
    if (row) created.push(row);
  }
  return created;
}
