import { Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import IconPhoneIncoming from '~icons/tabler/phone-incoming';
import { lazy, Suspense, useRef, useState } from 'react';
import { siteConfig } from '../../../lib/site-config';

// The panel, its form and the shared schemas it checks with load only when the owner opens it.
const SimulateCallModal = lazy(() => import('./simulate-call-modal'));

type SimulateCallHubCardProps = { agentId: string; agentName: string };

/**
 * The hub's way to ring the agent's own number with a pretend caller. Only while the voice
 * platform is emulated: nothing can place an inbound call on the real one.
 */
export function SimulateCallHubCard(props: SimulateCallHubCardProps) {
  if (!siteConfig.sandboxVoice) return null;
  return <SimulateCallTile {...props} />;
}

function SimulateCallTile({ agentId, agentName }: SimulateCallHubCardProps) {
  const [opened, setOpened] = useState(false);
  // Kept mounted after the first opening, so closing can animate and what was chosen stays.
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const open = () => {
    setLoaded(true);
    setOpened(true);
  };
  const close = () => {
    setOpened(false);
    // The modal mounts already open the first time, so it has no element of its own to return to.
    button.current?.focus();
  };
  return (
    <Card withBorder padding="lg" radius="md">
      {/* The hub's card scale: an 18 px title, a 14 px dimmed line, a plain button. */}
      <Stack gap={6} align="flex-start">
        <Title order={2} size="h3">
          Simulate an inbound call
        </Title>
        <Text size="sm" c="dimmed">
          Sandbox: a pretend caller phones your agent’s number and says what you choose. The call shows in your call
          history like a real one.
        </Text>
        <Button
          ref={button}
          variant="default"
          mt={6}
          leftSection={<IconPhoneIncoming width={16} height={16} aria-hidden />}
          onClick={open}
        >
          Simulate a call
        </Button>
      </Stack>
      {loaded && (
        <Suspense fallback={<Loader size="sm" mt="sm" aria-label="Opening the call panel..." />}>
          <SimulateCallModal agentId={agentId} agentName={agentName} opened={opened} onClose={close} />
        </Suspense>
      )}
    </Card>
  );
}
