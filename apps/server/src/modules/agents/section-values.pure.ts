import { readInfoList } from '@portal/shared/agents/agent';
import { buildSpeakingStyle } from '@portal/shared/agents/personality.plain';
import { readDestinations, type TransferMode } from '@portal/shared/agents/transfers.plain';
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
    case 'callForwarding': {
      // Switched off, the destinations stay for when it is switched on again; the task's text
      // (what the card tracks) names them while it is on.
      const destinations = readDestinations(body.transferDestinations);
      return {
        callForwardingActive: body.callForwardingActive as boolean,
        transferDestinations: destinations,
        transferMode: body.transferMode as TransferMode,
        transferNoAnswerSeconds: body.transferNoAnswerSeconds as number,
        callForwarding: body.callForwardingActive
          ? destinations.map((destination) => `${destination.name}: ${destination.reason}`).join('\n')
          : null,
      };
    }
    case 'scheduling':
      // Recognising returning callers is not about bookings only: it stays as set when scheduling is off.
      return body.scheduling === 'No'
        ? {
            scheduling: 'No',
            schedulingConfig: null,
            schedulingInstructionsText: null,
            rememberCallers: body.rememberCallers as boolean,
          }
        : (body as AgentUpdate);
    case 'urgentMatters': {
      if (!body.urgentMattersEnabled) {
        return {
          urgentMattersEnabled: false,
          urgentMattersSituations: null,
          urgentMattersAction: null,
          urgentMattersInfoToCollect: [],
          urgentMattersInfoToCollectOther: null,
          urgentMattersDestinationId: null,
        };
      }
      const info = readInfoList(body.urgentMattersInfoToCollect);
      // A destination that is not (or no longer) the agent's reads as none: the first is used.
      const chosen = body.urgentMattersDestinationId as string | null | undefined;
      const known = readDestinations(row.transferDestinations).some((destination) => destination.id === chosen);
      return {
        ...(body as AgentUpdate),
        urgentMattersDestinationId: body.urgentMattersAction === 'forward_call' && known ? chosen : null,
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
