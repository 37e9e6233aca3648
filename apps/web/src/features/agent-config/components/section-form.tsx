import { Alert, Button, Group, Stack } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import type { CardDefinition } from '@portal/shared/agents/cards';
import { sectionStatus } from '@portal/shared/agents/completion';
import { NO_CHANGES_MESSAGE } from '@portal/shared/agents/sections';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { serverFieldError } from '../../../lib/field-error';
import { useSaveSection } from '../api/save-section';
import { usePageMessages } from '../hooks/page-messages';
import { isUnchanged, normalizedBody } from '../lib/no-change';
import { saveFailedMessage, savedMessages } from '../lib/save-messages';
import { initialFormValues, sectionBody, type SectionBody, type SectionFormValues } from '../lib/section-form';
import { sectionResolver } from '../lib/section-resolver';
import classes from './configure.module.css';
import { EDITORS } from './editors';

type SectionFormProps = { card: CardDefinition; agent: Agent; onDone: () => void };

/**
 * The form inside the card modal, for any card: its editor, Cancel and Save. Validation is the
 * server's section schema; a save with nothing changed never reaches the server, unless it keeps a
 * suggestion; a failed save keeps everything typed and says why.
 */
export function SectionForm({ card, agent, onDone }: SectionFormProps) {
  const messages = usePageMessages();
  const save = useSaveSection(agent.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [resolver] = useState(() => sectionResolver(card));
  const [defaultValues] = useState(() => initialFormValues(card, agent));
  const form = useForm<SectionFormValues, unknown, SectionBody>({ defaultValues, resolver, mode: 'onChange' });
  const { trigger } = form;
  // Save follows the schema on every change (react-hook-form's own isValid can lag a toggle that reveals fields).
  const values = useWatch({ control: form.control }) as SectionFormValues;
  const valid = normalizedBody(card, sectionBody(card, { ...defaultValues, ...values })) !== null;

  // Values stored by older code may not pass today's rules: say so at once rather than on Save.
  useEffect(() => {
    void trigger();
  }, [trigger]);

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    // Saving a card that still shows its suggestion keeps it, even unchanged: that is the owner's approval.
    if (isUnchanged(card, agent, body) && sectionStatus(agent, card) !== 'default') {
      messages.show({ kind: 'info', text: NO_CHANGES_MESSAGE });
      return onDone();
    }
    try {
      const { syncError } = await save.mutateAsync({ key: card.key, body });
      messages.show(...savedMessages(card.title, syncError));
      onDone();
    } catch (error) {
      // A refusal that names a field shows under it too (the agent's own number as the forwarding number).
      const refused = serverFieldError(error, Object.keys(defaultValues));
      if (refused) form.setError(refused.field, { type: 'server', message: refused.message });
      setFailure(saveFailedMessage(card.title, refused?.message ?? (error as Error).message));
    }
  });

  const Editor = EDITORS[card.editor];
  const saveLabel = card.editor === 'hours' ? 'Save Open Hours' : 'Save';
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className={classes.form}>
        <Stack gap="md">
          <Editor card={card} agent={agent} />
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending || !valid}>
              {save.isPending ? 'Saving...' : saveLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
