import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import IconPlus from '~icons/tabler/plus';
import IconTrash from '~icons/tabler/trash';
import { line, type FieldErrors, type Line, type TextKind } from '../lib/scenario-form';

const LABEL: Record<TextKind, string> = {
  mentions: 'Text the agent must say',
  not_mentions: 'Text the agent must not say',
};

const PLACEHOLDER: Record<TextKind, string> = {
  mentions: 'E.g. insurance',
  not_mentions: 'E.g. a price',
};

type ExpectationTextsInputProps = {
  kind: TextKind;
  texts: Line[];
  errors: FieldErrors;
  idPrefix: string;
  /** No more expectations fit in the scenario. */
  full: boolean;
  onChange: (texts: Line[]) => void;
};

/** The texts a 'mentions' or 'does not mention' expectation looks for; one expectation each. */
export function ExpectationTextsInput({ kind, texts, errors, idPrefix, full, onChange }: ExpectationTextsInputProps) {
  const several = texts.length > 1;
  const edit = (key: number, text: string) => onChange(texts.map((item) => (item.key === key ? { key, text } : item)));
  return (
    <Stack gap={6} pl={32}>
      {texts.map((item, index) => (
        <Group key={item.key} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            id={`${idPrefix}-${kind}.${index}`}
            flex={1}
            size="sm"
            label={several ? `${LABEL[kind]} (${index + 1})` : LABEL[kind]}
            placeholder={PLACEHOLDER[kind]}
            maxLength={200}
            value={item.text}
            error={errors[`${kind}.${index}`]}
            onChange={(event) => edit(item.key, event.currentTarget.value)}
          />
          {several && (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              mt={24}
              aria-label={`Remove ${LABEL[kind].toLowerCase()} (${index + 1})`}
              onClick={() => onChange(texts.filter((other) => other.key !== item.key))}
            >
              <IconTrash width={18} height={18} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus width={14} height={14} aria-hidden />}
          disabled={full}
          onClick={() => onChange([...texts, line()])}
        >
          Add another text
        </Button>
      </Group>
    </Stack>
  );
}
