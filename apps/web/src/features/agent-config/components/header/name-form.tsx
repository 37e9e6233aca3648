import { Button } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import { cardByKey } from '@portal/shared/agents/cards.plain';
import { NO_CHANGES_MESSAGE } from '@portal/shared/agents/sections.plain';
import { TEXT_LIMITS } from '@portal/shared/text-fields.plain';
import { useState, type FormEvent } from 'react';
import { LightLineInput } from '../../../../components/ui/light-line-input';
import { typedLength } from '../../../../components/ui/line-counter';
import { CONNECTION_ERROR } from '../../../../lib/api-client';
import { serverFieldError } from '../../../../lib/field-error';
import { loadOnce } from '../../../../lib/load-once';
import { useSaveSection } from '../../api/save-section';
import { usePageMessages } from '../../hooks/page-messages';
import { saveFailedMessage, savedMessages } from '../../lib/save-messages';
import classes from './config-header.module.css';

const card = cardByKey('agentName')!;

/**
 * The name's check (the server's schema, and whether anything changed) loads with the validation
 * library when the field is first focused or the form first sent, not with the page. A failed load
 * is tried again at the next attempt.
 */
const nameCheck = loadOnce(() => import('../../lib/name-check'));
const preloadCheck = () => void nameCheck.load().catch(() => undefined);

/** The header's name field and 'Save Name & Avatar' (the avatar itself is stored when chosen). */
export function NameForm({ agent }: { agent: Agent }) {
  const [name, setName] = useState(agent.agentName);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const save = useSaveSection(agent.id);
  const messages = usePageMessages();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    let checks = nameCheck.loaded();
    if (!checks) {
      setChecking(true);
      checks = await nameCheck.load().catch(() => undefined);
      setChecking(false);
    }
    if (!checks) return messages.show({ kind: 'error', text: saveFailedMessage(card.title, CONNECTION_ERROR) });
    const check = checks.checkName(agent, name);
    if (!check.ok) return setError(check.message);
    setError(null);
    if (check.unchanged) return messages.show({ kind: 'info', text: NO_CHANGES_MESSAGE });
    const { body } = check;
    save.mutate(
      { key: card.key, body, revision: agent.cardRevisions[card.key] ?? 0 },
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
    <form onSubmit={submit} noValidate className={classes.nameForm}>
      <LightLineInput
        label="Agent name"
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        onFocus={preloadCheck}
        error={error}
        limit={TEXT_LIMITS.agentName}
        length={typedLength(name)}
        className={classes.nameInput}
      />
      <Button type="submit" disabled={checking || save.isPending}>
        {checking || save.isPending ? 'Saving...' : 'Save Name & Avatar'}
      </Button>
    </form>
  );
}
