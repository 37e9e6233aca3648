import { Alert, Button, Group, Stack } from '@mantine/core';
import type { Agent } from '@portal/shared/agents/agent';
import { REWRITABLE_FIELDS, type CardDefinition } from '@portal/shared/agents/cards.plain';
import { sectionStatus } from '@portal/shared/agents/completion.plain';
import { NO_CHANGES_MESSAGE } from '@portal/shared/agents/sections.plain';
import { draftAnswer, questionKey } from '@portal/shared/knowledge-gaps';
import { useEffect, useLayoutEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { serverFieldError } from '../../../lib/field-error';
import { useResolveKnowledgeGap } from '../api/resolve-knowledge-gap';
import { useSaveSection } from '../api/save-section';
import { useUploadAgentAvatar } from '../api/upload-avatar';
import { usePageMessages } from '../hooks/page-messages';
import { isUnchanged, normalizedBody } from '../lib/no-change';
import { saveFailedMessage, savedMessages } from '../lib/save-messages';
import { AVATAR, initialFormValues, sectionBody, type SectionBody, type SectionFormValues } from '../lib/section-form';
import { sectionResolver } from '../lib/section-resolver';
import { EDITORS } from './editors';
import { RewriteButton } from './editors/rewrite-button';
import classes from './section-form.module.css';

type SectionFormProps = {
  card: CardDefinition;
  agent: Agent;
  /** A caller's question the agent could not answer: drafted at the end of a text card, resolved on save. */
  question?: string | null;
  /** Saved (or nothing to save): close at once. */
  onDone: () => void;
  /** Cancel: the modal decides whether to ask first. */
  onCancel: () => void;
  /** Whether anything differs from what the form started with (react-hook-form's own isDirty). */
  onDirtyChange: (dirty: boolean) => void;
};

/**
 * The form inside the card modal, for any card: its editor, which scrolls, and Cancel and Save
 * below it, always in view. Validation is the
 * server's section schema; a save with nothing changed never reaches the server, unless it keeps a
 * suggestion; a failed save keeps everything typed and says why.
 */
export function SectionForm({ card, agent, question, onDone, onCancel, onDirtyChange }: SectionFormProps) {
  const messages = usePageMessages();
  const save = useSaveSection(agent.id);
  const upload = useUploadAgentAvatar(agent.id);
  const resolveGap = useResolveKnowledgeGap(agent.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [resolver] = useState(() => sectionResolver(card));
  const [defaultValues] = useState(() => initialFormValues(card, agent));
  // The card's save count as the form opened: a save made elsewhere since is refused, not overwritten.
  const [revision] = useState(() => agent.cardRevisions[card.key] ?? 0);
  const form = useForm<SectionFormValues, unknown, SectionBody>({ defaultValues, resolver, mode: 'onChange' });
  const { trigger, formState, setValue } = form;
  const { isDirty } = formState;
  // Save follows the schema on every change (react-hook-form's own isValid can lag a toggle that reveals fields).
  const values = useWatch({ control: form.control }) as SectionFormValues;
  const valid = normalizedBody(card, sectionBody(card, { ...defaultValues, ...values })) !== null;

  // Values stored by older code may not pass today's rules: say so at once rather than on Save.
  useEffect(() => {
    void trigger();
  }, [trigger]);

  // In the commit itself, not after the next paint: an Escape or a click on Close pressed right
  // after typing must already find the form dirty, or the edit would be dropped without asking.
  useLayoutEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  // The question waits at the end of the text with its answer to write: an edit, so the form is
  // dirty and leaving asks first. Cards without a text (the hours) open as they are.
  useEffect(() => {
    if (!question || card.editor !== 'text') return;
    const draft = draftAnswer(String(defaultValues[card.key] ?? ''), question);
    setValue(card.key, draft, { shouldDirty: true, shouldValidate: true });
  }, [card, defaultValues, question, setValue]);

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    const avatar = form.getValues(AVATAR) as File | null | undefined;
    // Saving a card that still shows its suggestion keeps it, even unchanged: that is the owner's approval.
    const unchanged = isUnchanged(card, agent, body) && sectionStatus(agent, card) !== 'default';
    if (unchanged && !avatar) {
      messages.show({ kind: 'info', text: NO_CHANGES_MESSAGE });
      return onDone();
    }
    try {
      if (avatar) {
        await upload.mutateAsync(avatar);
        // Stored: a retry after a failed name save must not upload it again.
        form.resetField(AVATAR, { defaultValue: null });
      }
      const syncError = unchanged ? null : (await save.mutateAsync({ key: card.key, body, revision })).syncError;
      messages.show(...savedMessages(card.title, syncError));
      // Answered: off the hub's list. A failure there only leaves the question listed.
      if (question) resolveGap.mutate(questionKey(question));
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
  const busy = save.isPending || upload.isPending;
  // A card that is one text: its rewrite is one of the dialog's actions, so Save stays right under the field.
  const footRewrite = card.editor === 'text' && REWRITABLE_FIELDS.includes(card.key);
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className={classes.form}>
        <Stack gap="md" className={classes.fields}>
          <Editor card={card} agent={agent} />
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
        </Stack>
        <Group justify="flex-end" align="flex-start" gap="sm" className={classes.actions}>
          {footRewrite && (
            <div className={classes.rewrite}>
              <RewriteButton name={card.key} context={card.title} oneLine={!!card.lineLimit} />
            </div>
          )}
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy || !valid}>
            {busy ? 'Saving...' : saveLabel}
          </Button>
        </Group>
      </form>
    </FormProvider>
  );
}
