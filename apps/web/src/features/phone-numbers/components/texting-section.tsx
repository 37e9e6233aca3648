import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  REGISTRATION_STEP_LABELS,
  REGISTRATION_STEPS,
  STEP_STATUS_LABELS,
  REGISTRATION_NOT_FOUND,
  TEXTING_FEES_SENTENCE,
  type StepStatus,
} from '@portal/shared/texting.plain';
import type { TextingRegistration } from '@portal/shared/texting';
import { lazyOverlay } from '../../../components/ui/lazy-overlay';
import { PageError, PageLoading } from '../../../components/ui/page-state';
import { StatusMarker, type MarkerColor } from '../../../components/ui/status-marker';
import { useTextingRegistration } from '../api/texting-registration';
import { errorText } from '../errors';
import { TextingPinForm } from './texting-pin-form';
import classes from './texting-section.module.css';

// The form is the rarely used part: its code loads when the owner first opens it.
const RegistrationModal = lazyOverlay(() =>
  import('./phone-number-dialogs').then((module) => module.RegistrationModal),
);

export const TEXTING_EXPLANATION =
  'US carriers require businesses to register before they text callers from a local number. Register once, and your agent can text from every number here.';
export const TEXTING_ON = 'Texting is on for your numbers.';

const MARKER_COLORS: Record<StepStatus, MarkerColor> = {
  not_started: 'gray',
  pending: 'blue',
  approved: 'green',
  rejected: 'red',
};

function Steps({ registration, onFix }: { registration: TextingRegistration; onFix: () => void }) {
  return (
    <ol className={classes.steps} aria-label="Registration steps">
      {REGISTRATION_STEPS.map((step) => {
        const { status, reason } = registration.steps[step];
        return (
          <li key={step} className={classes.step}>
            <div className={classes.stepLine}>
              <Text fw={600}>{REGISTRATION_STEP_LABELS[step]}</Text>
              <StatusMarker color={MARKER_COLORS[status]}>{STEP_STATUS_LABELS[status]}</StatusMarker>
            </div>
            {status === 'rejected' && (
              <Stack gap="xs" mt="xs" align="flex-start">
                {reason && (
                  <Text size="sm" c="dimmed">
                    {reason}
                  </Text>
                )}
                <Button variant="default" size="sm" onClick={onFix} aria-haspopup="dialog">
                  Fix and submit again
                </Button>
              </Stack>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The Texting section of the Phone Numbers page: what registering is and costs until the owner
 * submits, then where each step of the review stands (read again while one waits).
 */
export function TextingSection() {
  const registration = useTextingRegistration();
  const [formOpen, form] = useDisclosure(false);

  let body;
  if (registration.isPending) body = <PageLoading label="Loading texting registration..." />;
  else if (registration.isError)
    body = <PageError title="Could not load your texting registration">{errorText(registration.error)}</PageError>;
  else if (!registration.data.submittedAt)
    body = (
      <>
        {/* One step of the scale each: the status and what it means at the cards' body size, the
            costs under them as fine print. */}
        <Text size="sm" fw={600}>
          {REGISTRATION_NOT_FOUND}
        </Text>
        <Text size="sm" mt={-8}>
          {TEXTING_EXPLANATION}
        </Text>
        <Text size="xs" c="dimmed">
          {TEXTING_FEES_SENTENCE}
        </Text>
        <Group>
          <Button onClick={form.open} aria-haspopup="dialog">
            Register for texting
          </Button>
        </Group>
      </>
    );
  else
    body = (
      <>
        {registration.data.textingOn && <StatusMarker color="green">{TEXTING_ON}</StatusMarker>}
        <Steps registration={registration.data} onFix={form.open} />
        {registration.data.needsPin && <TextingPinForm />}
      </>
    );

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="texting-title">
      <Stack gap="md">
        <Title order={2} id="texting-title" size="h3">
          Texting
        </Title>
        {body}
      </Stack>
      <RegistrationModal
        key={registration.data?.submittedAt ?? 'new'}
        opened={formOpen}
        onClose={form.close}
        details={registration.data?.details ?? null}
      />
    </Card>
  );
}
