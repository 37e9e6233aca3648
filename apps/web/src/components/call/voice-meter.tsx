import { Box, Group, Text } from '@mantine/core';
import classes from './call-panel.module.css';

/** The speaking indicator: a dot and a level bar driven by the call's volume level (0..1). */
export function VoiceMeter({ volume, speaking }: { volume: number; speaking: boolean }) {
  const percent = Math.round(volume * 100);
  return (
    <Group gap="xs" wrap="nowrap">
      <Box className={classes.dot} mod={{ speaking }} aria-hidden />
      <Text size="sm" w={72} aria-live="off">
        {speaking ? 'Speaking' : 'Quiet'}
      </Text>
      <Box
        className={classes.meter}
        flex={1}
        role="meter"
        aria-label="Voice level"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <Box className={classes.meterFill} style={{ transform: `scaleX(${volume})` }} />
      </Box>
    </Group>
  );
}
