import { Button, Stack } from '@mantine/core';
import { AI_MESSAGES, sameText } from '@portal/shared/ai.plain';
import { toOneLine } from '@portal/shared/text-fields.plain';
import IconSparkles from '~icons/tabler/sparkles';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useRewriteText } from '../../api/rewrite-text';
import { ownerMessage } from '../../../../lib/api-client';
import { FieldNote, type Note } from './field-note';
import hidden from '../../../../components/ui/visually-hidden.module.css';

type RewriteButtonProps = { name: string; context: string; /** The field is one line (a name). */ oneLine?: boolean };

/**
 * 'Rewrite with AI' for one text field: the rewritten text replaces what was typed. A rewrite that
 * gives back the same text says so rather than claiming a rewrite.
 */
export function RewriteButton({ name, context, oneLine = false }: RewriteButtonProps) {
  const { getValues, setValue } = useFormContext();
  const rewrite = useRewriteText();
  const [note, setNote] = useState<Note | null>(null);

  const run = () => {
    const text = String(getValues(name) ?? '');
    if (!text.trim()) return setNote({ ok: false, text: AI_MESSAGES.emptyText });
    setNote(null);
    rewrite.mutate(
      { text, context, field: name },
      {
        onSuccess: (result) => {
          if (typeof result?.rewrittenText !== 'string') {
            return setNote({ ok: false, text: AI_MESSAGES.rewriteFormat });
          }
          const rewritten = oneLine ? toOneLine(result.rewrittenText.trim()) : result.rewrittenText;
          if (sameText(text, rewritten)) return setNote({ ok: true, text: AI_MESSAGES.rewriteUnchanged });
          setValue(name, rewritten, { shouldDirty: true, shouldValidate: true });
          setNote({ ok: true, text: AI_MESSAGES.rewriteSuccess });
        },
        onError: (error) =>
          setNote({
            ok: false,
            text: ownerMessage(error, AI_MESSAGES.rewriteFailed, AI_MESSAGES.rewriteSessionExpired),
          }),
      },
    );
  };

  return (
    <Stack gap={4} align="flex-start">
      {/* A secondary button of the kit's height, not a pale chip: it changes the text. */}
      <Button
        variant="default"
        leftSection={<IconSparkles width={16} height={16} aria-hidden />}
        onClick={run}
        disabled={rewrite.isPending}
      >
        {rewrite.isPending ? (
          'Rewriting...'
        ) : (
          // "Rewrite" alone on a phone, so Cancel and Save share its line in any font; read whole. One
          // inline wrapper: the kit's label is a flex box, which would drop a space between two items.
          <span>
            Rewrite <span className={hidden.hiddenOnPhone}>with AI</span>
          </span>
        )}
      </Button>
      <FieldNote note={note} />
    </Stack>
  );
}
