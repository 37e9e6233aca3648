import { Button, Group, TextInput } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import { cardByKey } from '@portal/shared/agents/cards';
import { NO_CHANGES_MESSAGE, SECTION_SCHEMAS } from '@portal/shared/agents/sections';
import { useState, type FormEvent } from 'react';
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
        onError: (failure) => messages.show({ kind: 'error', text: saveFailedMessage(card.title, failure.message) }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Agent name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          maxLength={80}
          style={{ flex: '1 1 220px' }}
        />
        <Button type="submit" mt={{ base: 0, xs: 25 }} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Name & Avatar'}
        </Button>
      </Group>
    </form>
  );
}
