import type { Agent } from '@portal/shared/agents/agent';
import type { CardDefinition } from '@portal/shared/agents/cards.plain';

/** What every card editor receives; the values themselves live in the modal's form context. */
export type EditorProps = { card: CardDefinition; agent: Agent };
