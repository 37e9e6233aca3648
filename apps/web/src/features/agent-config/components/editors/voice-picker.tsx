import { Alert, Badge, Group, Radio, Stack, Text } from '@mantine/core';
import { resolveVoice, VOICES } from '@portal/shared/agents/voices.plain';
import { useController } from 'react-hook-form';
import { siteConfig } from '../../../../lib/site-config';
import { useSamplePlayer } from '../../hooks/use-sample-player';
import { VOICE_SAMPLE_TEXTS as TEXTS } from '../../lib/voice-sample-texts';
import type { EditorProps } from './editor-props';
import { FieldNote } from './field-note';
import { SampleButton } from './sample-button';

const RealtimeBadge = () => (
  <Badge size="xs" variant="light" color="violet" component="span">
    Realtime
  </Badge>
);

/**
 * The voice card's body, loaded when the card opens: the 11 voices, each with its sample, the
 * agent's greeting in the chosen voice, and what the Realtime badge means.
 */
export default function VoicePicker({ agent }: EditorProps) {
  const { field } = useController({ name: 'voice' });
  const player = useSamplePlayer(agent.id);
  const chosen = resolveVoice(field.value as string | null);
  const greeting = { voice: chosen, kind: 'greeting' as const };
  return (
    <Stack gap="sm">
      {siteConfig.sandboxVoice && (
        <Alert color="yellow" variant="light" p="xs" role="note">
          <Text size="sm">{TEXTS.sandbox}</Text>
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {TEXTS.realtime}
      </Text>
      <Radio.Group label="Voice" value={field.value as string} onChange={field.onChange} name={field.name}>
        <Stack gap="sm" mt="xs">
          {VOICES.map((voice) => {
            const request = { voice, kind: 'introduction' as const };
            return (
              <Group key={voice.dataId} justify="space-between" wrap="nowrap" gap="sm">
                <Radio
                  // The description wraps, so the sample button keeps its whole label on a phone.
                  style={{ minWidth: 0 }}
                  value={voice.dataId}
                  description={voice.description}
                  label={
                    <Group gap={6} component="span">
                      {voice.name}
                      {voice.realtime && <RealtimeBadge />}
                    </Group>
                  }
                />
                <SampleButton
                  state={player.stateOf(request)}
                  playText="Play sample"
                  stopText="Stop"
                  playName={`Play sample of ${voice.name}`}
                  stopName={`Stop sample of ${voice.name}`}
                  onToggle={() => player.toggle(request)}
                />
              </Group>
            );
          })}
        </Stack>
      </Radio.Group>
      <Group gap="sm" wrap="wrap">
        <SampleButton
          variant="default"
          state={player.stateOf(greeting)}
          playText="Hear my greeting in this voice"
          stopText="Stop my greeting"
          playName={`Hear my greeting in this voice (${chosen.name})`}
          stopName={`Stop my greeting (${chosen.name})`}
          onToggle={() => player.toggle(greeting)}
        />
        <Text size="sm" c="dimmed">
          {TEXTS.greetingHelp}
        </Text>
      </Group>
      <Text size="sm" role="status" mih="1.25rem">
        {player.announcement}
      </Text>
      <FieldNote note={player.note} />
      {player.approximated && !siteConfig.sandboxVoice && (
        <Text size="sm" c="dimmed">
          {TEXTS.approximation(player.approximated)}
        </Text>
      )}
    </Stack>
  );
}
