import { Alert, Anchor, Button, CloseButton, Group, Paper, Text, Title } from '@mantine/core';
import IconMicrophone from '~icons/tabler/microphone';
import IconMicrophoneOff from '~icons/tabler/microphone-off';
import IconPhoneOff from '~icons/tabler/phone-off';
import { useId } from 'react';
import { Link } from 'wouter';
import {
  dismissCall,
  setCallMuted,
  stopCall,
  type ActiveCall,
  type CallStatus,
} from '../../lib/call/active-call-store';
import { STAND_IN_NOTE } from '../../lib/call/messages';
import { paths } from '../../lib/paths';
import { CallMessageForm } from './call-message-form';
import classes from './call-panel.module.css';
import { CallTranscript } from './call-transcript';
import { VoiceMeter } from './voice-meter';

const STATUS: Record<CallStatus, string> = {
  idle: 'Call ended',
  starting: 'Connecting...',
  active: 'In call',
  ending: 'Ending...',
};

/** The docked panel's content: live transcript, speaking indicator, Mute, typing, End Call. */
export function CallPanelBody({ call }: { call: ActiveCall }) {
  const titleId = useId();
  const live = call.status !== 'idle';
  return (
    <Paper component="section" aria-labelledby={titleId} className={classes.panel} shadow="lg" withBorder p="md">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Title order={2} size="h5" id={titleId}>
            Test call{call.agentName ? `: ${call.agentName}` : ''}
          </Title>
          <Text size="xs" c="dimmed" role="status">
            {STATUS[call.status]}
            {live && call.draft && ' · Testing your draft'}
          </Text>
        </div>
        {!live && <CloseButton aria-label="Close the test call panel" onClick={dismissCall} />}
      </Group>
      {call.standIn && (
        <Text size="xs" c="dimmed" className={classes.secondary}>
          {STAND_IN_NOTE}
        </Text>
      )}
      {live && (
        <div className={classes.secondary}>
          <VoiceMeter volume={call.volume} speaking={call.speaking} />
        </div>
      )}
      {call.notice && (
        <Alert color="yellow" variant="light" p="xs">
          {call.notice}
          {call.endedCallId && (
            <>
              {' '}
              <Anchor component={Link} to={paths.call(call.endedCallId)} size="sm">
                Open the call
              </Anchor>
            </>
          )}
        </Alert>
      )}
      {call.error && (
        <Alert color="red" variant="light" title={call.error} role="alert" p="xs">
          {call.errorDetail}
        </Alert>
      )}
      {(live || call.transcript.length > 0) && <CallTranscript lines={call.transcript} />}
      {live && (
        <>
          <CallMessageForm disabled={call.status !== 'active'} />
          <Group justify="space-between">
            <Button
              variant="default"
              disabled={call.status !== 'active'}
              leftSection={
                call.muted ? (
                  <IconMicrophoneOff width={16} height={16} aria-hidden />
                ) : (
                  <IconMicrophone width={16} height={16} aria-hidden />
                )
              }
              onClick={() => setCallMuted(!call.muted)}
            >
              {call.muted ? 'Unmute' : 'Mute'}
            </Button>
            <Button
              color="red"
              leftSection={<IconPhoneOff width={16} height={16} aria-hidden />}
              loading={call.status === 'ending'}
              onClick={() => void stopCall()}
            >
              End Call
            </Button>
          </Group>
        </>
      )}
    </Paper>
  );
}
