import { Badge, Button, Group, Radio, Stack } from '@mantine/core';
import { VOICES } from '@portal/shared/agents/voices';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useController } from 'react-hook-form';
import { useVoiceSample } from '../../hooks/use-voice-sample';
import { FieldNote } from './field-note';

/** Voice: the 11 voices, realtime ones marked, each with a sample to play. */
export function VoiceEditor() {
  const { field } = useController({ name: 'voice' });
  const sample = useVoiceSample();
  return (
    <Stack gap="sm">
      <Radio.Group label="Voice" value={field.value as string} onChange={field.onChange} name={field.name}>
        <Stack gap="sm" mt="xs">
          {VOICES.map((voice) => (
            <Group key={voice.dataId} justify="space-between" wrap="nowrap" gap="sm">
              <Radio
                // The description wraps, so the sample button keeps its whole label on a phone.
                style={{ minWidth: 0 }}
                value={voice.dataId}
                description={voice.description}
                label={
                  <Group gap={6} component="span">
                    {voice.name}
                    {voice.realtime && (
                      <Badge size="xs" variant="light" color="violet" component="span">
                        Realtime
                      </Badge>
                    )}
                  </Group>
                }
              />
              <Button
                variant="subtle"
                size="compact-sm"
                style={{ flexShrink: 0 }}
                leftSection={<IconPlayerPlay size={14} aria-hidden />}
                aria-label={`Play sample of ${voice.name}`}
                onClick={() => sample.play(voice)}
              >
                Play sample
              </Button>
            </Group>
          ))}
        </Stack>
      </Radio.Group>
      <FieldNote note={sample.note} />
    </Stack>
  );
}
