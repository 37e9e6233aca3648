import { Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useAgentGoLive } from '../../../lib/go-live/get-agent-go-live';
import { useScenarios } from '../api/get-scenarios';
import { useSimulateCallForm } from '../hooks/use-simulate-call-form';
import { SandboxTransfersFieldset } from './sandbox-transfers-fieldset';
import { SimulateCallForm } from './simulate-call-form';
import { SimulatedCallResult } from './simulated-call-result';
import { PHONE_SHEET_QUERY } from '../../../components/ui/phone-sheet';

type SimulateCallModalProps = { agentId: string; agentName: string; opened: boolean; onClose: () => void };

/**
 * The simulated call's panel. Mantine's Modal traps focus, closes on Escape and returns focus to
 * the button that opened it; while the call is ringing it cannot be closed, so its outcome is
 * never hidden.
 */
export default function SimulateCallModal({ agentId, agentName, opened, onClose }: SimulateCallModalProps) {
  const fullScreen = useMediaQuery(PHONE_SHEET_QUERY) ?? false;
  const scenarios = useScenarios(agentId);
  // The number the caller dials, as the hub's go-live state shows it.
  const goLive = useAgentGoLive(agentId);
  const form = useSimulateCallForm(agentId, scenarios.data?.scenarios ?? []);
  const calling = form.call.isPending;
  const close = () => {
    // The next opening starts from the form; what was chosen is kept.
    form.call.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      closeOnEscape={!calling}
      closeOnClickOutside={!calling}
      withCloseButton={!calling}
      title="Simulate an inbound call"
      size="lg"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {form.call.data ? (
        <SimulatedCallResult call={form.call.data} agentName={agentName} onAnother={() => form.call.reset()} />
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="md">
            Sandbox: a pretend caller phones {agentName}’s number and says these lines, one per turn. The call takes the
            path of a real call: it is recorded in your call history, and a booking goes into your calendar.
          </Text>
          <SimulateCallForm
            form={form}
            scenarios={scenarios.data?.scenarios ?? []}
            scenariosLoading={scenarios.isPending}
            agentNumber={goLive.data ? (goLive.data.number?.display ?? null) : undefined}
          >
            <SandboxTransfersFieldset agentId={agentId} />
          </SimulateCallForm>
        </>
      )}
    </Modal>
  );
}
