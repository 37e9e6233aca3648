import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  REGISTRATION_STEP_LABELS,
  REGISTRATION_STEPS,
  STEP_STATUS_LABELS,
  REGISTRATION_NOT_FOUND,
  TEXTING_FEES,
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
 * What registering costs, one line a charge with its amount first, and what happens to the money
 * when the registration is rejected (TEXTING_FEES_SENTENCE says the same in one sentence).
 */
function TextingFees() {
  return (
    <div className={classes.fees}>
      <Text size="sm" fw={600} id="texting-fees-title">
        Telnyx charges, at cost
      </Text>
      <ul className={classes.feeList} aria-labelledby="texting-fees-title">
        <li>
          <span className={classes.amount}>${TEXTING_FEES.brand}</span>{' '}
          <span>to register your business, each time it is submitted</span>
        </li>
        <li>
          <span className={classes.amount}>${TEXTING_FEES.campaignVetting}</span>{' '}
          <span>to review your texting campaign</span>
        </li>
        <li>
          <span className={classes.amount}>${TEXTING_FEES.campaignMonthly} a month</span>{' '}
          <span>for the campaign, the first {TEXTING_FEES.upfrontMonths} months up front</span>
        </li>
      </ul>
      <Text size="sm">Nothing is refunded if the registration is rejected.</Text>
    </div>
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
      <div className={classes.intro}>
        {/* The status as the section's subheading, above what it means; the costs beside them on
            a laptop (under them on a phone), at the body's size, before the button that starts. */}
        <div className={classes.introText}>
          <Title order={3} size="h5" fw={600}>
            {REGISTRATION_NOT_FOUND}
          </Title>
          <Text size="sm">{TEXTING_EXPLANATION}</Text>
        </div>
        <TextingFees />
        <div className={classes.introAction}>
          <Button onClick={form.open} aria-haspopup="dialog">
            Register for texting
          </Button>
        </div>
      </div>
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
