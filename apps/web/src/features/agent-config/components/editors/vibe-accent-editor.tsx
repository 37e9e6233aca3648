import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { ACCENTS, buildSpeakingStyle, VIBES, type StyleOption } from '@portal/shared/agents/personality.plain';
import { useController, useFormContext } from 'react-hook-form';
import type { EditorProps } from './editor-props';
import { TextField } from './text-field';

/** Vibe & Accent: 6 + 6 choices; either change rebuilds the speaking style. */
export function VibeAccentEditor({ card }: EditorProps) {
  const { setValue } = useFormContext();
  const { field: vibe } = useController({ name: 'vibe' });
  const { field: accent } = useController({ name: 'accent' });
  const restyle = (nextVibe: string, nextAccent: string) =>
    setValue('speakingStyle', buildSpeakingStyle(nextVibe, nextAccent), { shouldDirty: true, shouldValidate: true });

  return (
    <Stack gap="lg">
      <StyleChoice
        label="Vibe"
        options={VIBES}
        value={vibe.value as string}
        onChange={(value) => {
          vibe.onChange(value);
          restyle(value, accent.value as string);
        }}
      />
      <StyleChoice
        label="Accent"
        options={ACCENTS}
        value={accent.value as string}
        onChange={(value) => {
          accent.onChange(value);
          restyle(vibe.value as string, value);
        }}
      />
      <TextField
        name="speakingStyle"
        label="Speaking style"
        context={card.title}
        description="Built from the accent and the vibe; choosing either again rebuilds it."
      />
    </Stack>
  );
}

type StyleChoiceProps = {
  label: string;
  options: readonly StyleOption[];
  value: string;
  onChange: (value: string) => void;
};

function StyleChoice({ label, options, value, onChange }: StyleChoiceProps) {
  return (
    <Radio.Group label={label} value={value} onChange={onChange}>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt="xs">
        {options.map((option) => (
          <Radio.Card key={option.id} value={option.id} p="sm" radius="md">
            <Group gap="xs" wrap="nowrap">
              <Radio.Indicator />
              <Text size="sm" fw={500}>
                {option.label}
              </Text>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
