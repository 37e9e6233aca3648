import { Button, Group } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import { cardByKey } from '@portal/shared/agents/cards';
import { NO_CHANGES_MESSAGE, SECTION_SCHEMAS } from '@portal/shared/agents/sections';
import { TEXT_LIMITS } from '@portal/shared/text-rules';
import { useState, type FormEvent } from 'react';
import { LineInput, typedLength } from '../../../../components/ui/line-input';
import { serverFieldError } from '../../../../lib/field-error';
import { useSaveSection } from '../../api/save-section';
import { usePageMessages } from '../../hooks/page-messages';
import { isUnchanged } from '../../lib/no-change';
import { saveFailedMessage, savedMessages } from '../../lib/save-messages';

const card = cardByKey('agentName')!;

/** The header's name field and 'Save Name & Avatar' (the avatar itself is stored when chosen). */
export function NameForm({ agent }: { agent: Agent }) {
  const [name, setName] = useState(agent.agentName);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSection(agent.id);
  const messages = usePageMessages();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = SECTION_SCHEMAS.agentName!.safeParse({ agentName: name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please enter a name.');
    setError(null);
    const body = parsed.data as Record<string, unknown>;
    if (isUnchanged(card, agent, body)) return messages.show({ kind: 'info', text: NO_CHANGES_MESSAGE });
    save.mutate(
      { key: card.key, body },
      {
        onSuccess: ({ syncError }) => messages.show(...savedMessages(card.title, syncError)),
        onError: (failure) => {
          const refused = serverFieldError(failure, ['agentName']);
          if (refused) setError(refused.message);
          messages.show({ kind: 'error', text: saveFailedMessage(card.title, refused?.message ?? failure.message) });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <LineInput
          label="Agent name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          limit={TEXT_LIMITS.agentName}
          length={typedLength(name)}
          style={{ flex: '1 1 220px' }}
        />
        <Button type="submit" mt={{ base: 0, xs: 25 }} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Name & Avatar'}
        </Button>
      </Group>
    </form>
  );
}
