import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { AgentGoLive, LiveAlert } from '@portal/shared/go-live';
import IconPhoneOff from '~icons/tabler/phone-off';
import { Link } from 'wouter';
import { fixTarget } from '../../../lib/go-live/fix-target';
import { useDismissAlert } from '../../../lib/go-live/dismiss-alert';
import { paths } from '../../../lib/paths';

/** Where the alert's fix is: the agent's next step when the cockpit has it, else its hub. */
function fixLink(alert: LiveAlert, agent: AgentGoLive | undefined) {
  const next = agent?.checklist.find((item) => item.state !== 'met' && item.action);
  return next
    ? { to: fixTarget(alert.agentId, next.fix), label: next.action! }
    : { to: paths.agent(alert.agentId), label: 'Open the Agent Hub' };
}

/** An agent that stopped being live may still take calls (answering, with a problem) or take none. */
function titleOf(alert: LiveAlert, agent: AgentGoLive | undefined) {
  return agent?.status.state === 'answering'
    ? `${alert.agentName} needs attention`
    : `${alert.agentName} is not answering calls`;
}

/** Agents that were live and stopped: what happened, the fix, and Dismiss. */
export function LiveAlerts({ alerts, agents }: { alerts: readonly LiveAlert[]; agents: readonly AgentGoLive[] }) {
  const dismiss = useDismissAlert();
  if (alerts.length === 0) return null;
  return (
    <Stack gap="sm">
      {alerts.map((alert) => {
        const agent = agents.find((entry) => entry.agentId === alert.agentId);
        const fix = fixLink(alert, agent);
        const failed = dismiss.isError && dismiss.variables === alert.agentId;
        const busy = dismiss.isPending && dismiss.variables === alert.agentId;
        return (
          <Alert
            key={alert.agentId}
            color="red"
            variant="light"
            icon={<IconPhoneOff width={18} height={18} aria-hidden />}
            title={titleOf(alert, agent)}
          >
            <Stack gap="xs">
              <Text size="sm">{alert.message}</Text>
              {failed && (
                <Text size="sm" c="red.9">
                  Could not dismiss: {dismiss.error.message}
                </Text>
              )}
              <Group gap="sm">
                {/* The kit's link blue is too faint on the alert's red tint; the alert's own dark red is not. */}
                <Anchor component={Link} to={fix.to} size="sm" fw={600} c="red.9" underline="always">
                  {fix.label}
                </Anchor>
                <Button
                  variant="default"
                  onClick={() => dismiss.mutate(alert.agentId)}
                  loading={busy}
                  aria-label={`Dismiss the alert about ${alert.agentName}`}
                >
                  Dismiss
                </Button>
              </Group>
            </Stack>
          </Alert>
        );
      })}
    </Stack>
  );
}
