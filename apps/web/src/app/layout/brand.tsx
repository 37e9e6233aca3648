import { Group, Text } from '@mantine/core';
import IconWaveSine from '~icons/tabler/wave-sine';

export function Brand({ inverted = false, textClassName }: { inverted?: boolean; textClassName?: string }) {
  return (
    <Group gap={8} wrap="nowrap">
      <IconWaveSine width={26} height={26} color={inverted ? 'white' : 'var(--mantine-color-blue-6)'} aria-hidden />
      <Text fw={700} size="lg" c={inverted ? 'white' : undefined} className={textClassName}>
        AI Voice Agent Platform
      </Text>
    </Group>
  );
}
