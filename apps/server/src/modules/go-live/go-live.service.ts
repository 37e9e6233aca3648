import { AGENT_NOT_FOUND } from '@portal/shared/agents/agent';
import { isUuid } from '@portal/shared/api';
import type { AgentActivity, AgentGoLive, Cockpit } from '@portal/shared/go-live';
import { usagePeriod } from '@portal/shared/subscription';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { usageStrip } from '../subscription/subscription.service.ts';
import { activityOf, agentDay, NO_ACTIVITY } from './agent-activity.service.ts';
import { listAgents } from './go-live-facts.repo.ts';
import { liveAlerts } from './live-alerts.pure.ts';
import { dismissStop, listStoppedStates } from './live-states.repo.ts';
import { readGoLive, saveLiveStates, stoppedAsRead, type AgentState, type OwnerGoLive } from './live-state.service.ts';

function toAgentGoLive(state: AgentState, owner: OwnerGoLive, activity: AgentActivity): AgentGoLive {
  const { agent, facts, checklist, status } = state;
  return {
    agentId: agent.id,
    agentName: agent.agentName,
    imageUrl: agent.imageUrl,
    timezone: agent.timezone,
    status,
    number: facts.number && { e164: facts.number.e164, display: facts.number.display },
    calendar: owner.calendar,
    checklist,
    activity,
  };
}

/**
 * Home: every agent's live state, checklist and activity, the alerts about agents that stopped
 * being live, and the usage the subscription page shows. Three queries whatever the number of
 * agents: the agents with their facts, the owner's plan and the live states recorded; then the
 * activity and the period's usage side by side. Live states are written (then the alerts read
 * again) only when one changed. With it, until when it holds while nothing changes: the end of
 * the first agent's "today" to end, or of the usage period.
 */
export async function cockpit(
  db: Database,
  userId: string,
  log: Logger,
  now = new Date(),
): Promise<{ cockpit: Cockpit; holdsUntil: Date }> {
  const owner = await readGoLive(db, userId);
  // The period the subscription page counts usage in (the same rule, from the same profile).
  const period = usagePeriod(owner.currentPeriod, now);
  const agents = owner.agents.map((state) => state.agent);
  const [activity, usage, stopped] = await Promise.all([
    activityOf(db, userId, agents, period, now),
    usageStrip(db, userId, owner.plan, period, log),
    // Recorded before the alerts are read, so a change seen now is reported now.
    saveLiveStates(db, userId, owner.agents, now, log).then((wrote) =>
      wrote ? listStoppedStates(db, userId) : stoppedAsRead(owner.agents),
    ),
  ]);
  const ends = agents.map((agent) => agentDay(agent.id, agent.timezone, now).end.getTime());
  return {
    cockpit: {
      agents: owner.agents.map((state) => toAgentGoLive(state, owner, activity.get(state.agent.id) ?? NO_ACTIVITY)),
      alerts: liveAlerts(owner.agents, stopped),
      usage,
    },
    holdsUntil: new Date(Math.min(period.end.getTime(), ...ends)),
  };
}

/** One agent's live state, checklist and activity; a deleted or another owner's agent is not found. */
export async function agentGoLive(db: Database, userId: string, agentId: string, log: Logger, now = new Date()) {
  if (!isUuid(agentId)) throw new AppError('NOT_FOUND', AGENT_NOT_FOUND);
  const owner = await readGoLive(db, userId, agentId);
  const [state] = owner.agents;
  if (!state) throw new AppError('NOT_FOUND', AGENT_NOT_FOUND);
  await saveLiveStates(db, userId, owner.agents, now, log);
  // The period the subscription page counts usage in (the same rule, from the same profile).
  const period = usagePeriod(owner.currentPeriod, now);
  const activity = await activityOf(db, userId, [state.agent], period, now);
  return toAgentGoLive(state, owner, activity.get(state.agent.id) ?? NO_ACTIVITY);
}

/** Hides the alert about an agent that stopped being live, until it is live and stops again. */
export async function dismissAlert(db: Database, userId: string, agentId: string, now = new Date()) {
  if (!isUuid(agentId) || (await listAgents(db, userId, agentId)).length === 0) {
    throw new AppError('NOT_FOUND', AGENT_NOT_FOUND);
  }
  await dismissStop(db, userId, agentId, now);
}
