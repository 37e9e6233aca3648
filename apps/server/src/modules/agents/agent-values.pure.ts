import { configSnapshot } from '@portal/shared/agents/completion.plain';
import { buildSpeakingStyle, vibeLabel } from '@portal/shared/agents/personality.plain';
import { DEFAULT_TEMPLATE_INDUSTRY, templateLabel } from '@portal/shared/agents/templates';
import { UNNAMED_AGENT } from '@portal/shared/agents/agent';
import { defaultHours } from '@portal/shared/agents/hours';
import { TEXT_LIMITS } from '@portal/shared/text-fields.plain';
import type { agentTemplates } from '../../db/schema/index.ts';
import type { AgentRow, NewAgentRow } from './agents.repo.ts';
import { versionValues } from '@portal/shared/agents/versions';

type TemplateRow = typeof agentTemplates.$inferSelect;

/**
 * The row of a new agent: the template's defaults, its core instructions and the starting snapshot.
 * A name the owner typed is theirs, not a suggestion (its card starts saved); the owner's time
 * zone, when the browser gave one, replaces the template's.
 */
export function agentFromTemplate(
  userId: string,
  name: string | null | undefined,
  template: TemplateRow,
  timezone?: string,
): NewAgentRow {
  const defaults = template.defaults as Partial<NewAgentRow>;
  const typedName = name?.trim();
  const values: NewAgentRow = {
    yourHours: defaultHours(),
    ...defaults,
    ...(timezone ? { timezone } : {}),
    userId,
    agentName: typedName || UNNAMED_AGENT,
    templateId: template.id,
    businessType: template.industry === DEFAULT_TEMPLATE_INDUSTRY ? null : templateLabel(template.industry),
    coreInstructions: template.coreInstructions,
    userSavedSections: typedName ? ['agentName'] : [],
  };
  values.attitude ??= vibeLabel(values.vibe);
  values.speakingStyle = buildSpeakingStyle(values.vibe, values.accent);
  values.initialConfigSnapshot = configSnapshot(values as Parameters<typeof configSnapshot>[0]);
  return values;
}

const COPY_SUFFIX = ' (Copy)';

/** A duplicate keeps everything the user configured, under a new name and without a voice-platform id. */
export function duplicateValues(original: AgentRow): NewAgentRow {
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    vapiAgentId: _v,
    syncedAt: _s,
    syncError: _e,
    version: _version,
    syncedVersion: _synced,
    pushLeaseUntil: _lease,
    // The copy gets its own knowledge base on its first push; sharing the original's would let
    // one agent's push delete the other's.
    vapiKnowledgeFileId: _file,
    vapiKnowledgeToolId: _tool,
    vapiKnowledgeDigest: _digest,
    // The copy starts as the agent its owner sees (the draft included), with no versions, draft
    // or draft assistant of its own yet.
    draftValues: _draft,
    draftUpdatedAt: _drafted,
    draftAssistantId: _draftAssistant,
    cardRevisions: _revisions,
    publishedVersion: _published,
    ...rest
  } = { ...original, ...(versionValues(original.draftValues ?? {}) as Partial<AgentRow>) };
  return {
    ...rest,
    agentName: `${original.agentName}${COPY_SUFFIX}`.slice(0, TEXT_LIMITS.agentName),
    isDeleted: false,
  };
}
