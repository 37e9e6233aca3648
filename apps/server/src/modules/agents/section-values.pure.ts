import { readInfoList } from '@portal/shared/agents/agent';
import { buildSpeakingStyle } from '@portal/shared/agents/personality.plain';
import type { AgentRow, AgentUpdate } from './agents.repo.ts';

type Values = Record<string, unknown>;

/**
 * The columns a validated section body writes. Switched-off tasks save their fields as null or
 * false (docs/product.md#task-toggles); changing vibe or accent rebuilds speaking_style.
 */
export function sectionUpdate(key: string, body: Values, row: AgentRow): AgentUpdate {
  switch (key) {
    case 'vibeAndAccent': {
      const vibe = body.vibe as string;
      const accent = body.accent as string;
      const changed = vibe !== row.vibe || accent !== row.accent;
      const given = body.speakingStyle as string | null | undefined;
      return { vibe, accent, speakingStyle: changed || !given ? buildSpeakingStyle(vibe, accent) : given };
    }
    case 'callForwarding':
      return body.callForwardingActive
        ? { ...body, callForwarding: (body.callForwardingInstructions as string | null) ?? null }
        : {
            callForwardingActive: false,
            callForwardingCountryCode: body.callForwardingCountryCode as string,
            callForwardingNumber: null,
            callForwardingInstructions: null,
            callForwarding: null,
          };
    case 'scheduling':
      return body.scheduling === 'No'
        ? { scheduling: 'No', schedulingConfig: null, schedulingInstructionsText: null }
        : (body as AgentUpdate);
    case 'urgentMatters': {
      if (!body.urgentMattersEnabled) {
        return {
          urgentMattersEnabled: false,
          urgentMattersSituations: null,
          urgentMattersAction: null,
          urgentMattersInfoToCollect: [],
          urgentMattersInfoToCollectOther: null,
        };
      }
      const info = readInfoList(body.urgentMattersInfoToCollect);
      return {
        ...(body as AgentUpdate),
        urgentMattersInfoToCollect: info,
        urgentMattersInfoToCollectOther: info.includes('Other')
          ? (body.urgentMattersInfoToCollectOther as string | null)
          : null,
      };
    }
    default:
      return body as AgentUpdate;
  }
}
