import { Stack, Title } from '@mantine/core';
import type { AccountDetail } from '@portal/shared/account';
import { useEffect } from 'react';
import { BackLink } from '../../../components/ui/back-link';
import { PageEmpty, PageError, PageLoading } from '../../../components/ui/page-state';
import { StatStrip } from '../../../components/ui/stat-strip';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useAccountDetail } from '../api/get-account-detail';
import type { ProfilePhone } from '../lib/profile-phone';
import { AgentOverview } from './agent-overview';
import { NotificationsBox } from './notifications-box';
import { ProfileBox } from './profile-box';

/** What could not be read besides the profile, one message a line; the rest of the page stays. */
function partialErrors(detail: AccountDetail) {
  return [!detail.agents && 'Failed to load agents.', !detail.phoneNumbers && 'Failed to load phone count.']
    .filter(Boolean)
    .join('\n');
}

/** The profile's number, for the mobile for texts to be set from. */
function profilePhone(profile: AccountDetail['profile']): ProfilePhone | null {
  if (!profile?.phoneNumber) return null;
  return { e164: profile.phoneNumber, display: profile.phoneNumberDisplay ?? profile.phoneNumber };
}

function loadError(error: Error) {
  return error instanceof ApiError
    ? `Failed to load profile: ${error.message}`
    : 'An unexpected error occurred loading details.';
}

/**
 * Opened at one of its boxes (the overview's Notifications link, #notifications), the page shows
 * that box once it is there: the shell starts every new page at its top.
 */
function useScrollToHash(ready: boolean) {
  useEffect(() => {
    if (ready && window.location.hash) document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, [ready]);
}

/** /account-detail: summary strip, the editable profile, the agent overview and the notifications. */
export function AccountDetailPage() {
  const { data, error, isPending } = useAccountDetail();
  useScrollToHash(!!data);
  return (
    <Stack gap="lg">
      <BackLink to={paths.account}>Back to Account Overview</BackLink>
      <Title order={1}>Account Details</Title>
      {isPending ? (
        <PageLoading label="Loading Account Details..." />
      ) : error ? (
        <PageError>{loadError(error)}</PageError>
      ) : !data ? (
        <PageEmpty>Account profile could not be loaded.</PageEmpty>
      ) : (
        <>
          {partialErrors(data) && (
            <PageError>
              <span style={{ whiteSpace: 'pre-line' }}>{partialErrors(data)}</span>
            </PageError>
          )}
          <StatStrip
            joined
            label="Account summary"
            stats={[
              { label: 'Name', value: data.profile?.fullName || data.email, wide: true },
              { label: 'Agents', value: data.agents ? `${data.agents.activeCount} Active` : '—' },
              { label: 'Phone Numbers', value: data.phoneNumbers ? `${data.phoneNumbers.count} Linked` : '—' },
            ]}
          />
          {/* One column of sections, each as tall as what it holds (a settings page's way): the
              agent list beside the taller profile left a hole or a stretched box. */}
          <ProfileBox profile={data.profile} email={data.email} />
          <AgentOverview agents={data.agents?.items ?? null} />
          <NotificationsBox profilePhone={profilePhone(data.profile)} />
        </>
      )}
    </Stack>
  );
}
