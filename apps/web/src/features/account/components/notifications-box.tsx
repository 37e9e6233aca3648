import { Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { PageError, PageLoading } from '../../../components/ui/page-state';
import { loadOnce } from '../../../lib/load-once';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useNotificationSettings } from '../api/get-notification-settings';
import type { ProfilePhone } from '../lib/profile-phone';

// The form (its switches, the time zone list and the mobile field) loads once its place comes into
// view: the box is the page's last section, and at most its heading shows in the first screen.
const notificationsForm = loadOnce(async () => (await import('./notifications-form')).NotificationsForm);
const NotificationsForm = lazy(async () => ({ default: await notificationsForm.load() }));
const LOADING = 'Loading notification settings...';

/** The Notifications box of the account page: which e-mails the owner gets and when, and their mobile for texts. */
export function NotificationsBox({ profilePhone }: { profilePhone: ProfilePhone | null }) {
  const { data, error, isPending } = useNotificationSettings();
  const [formPlace, near] = useNearViewport<HTMLDivElement>();
  useEffect(() => {
    if (near) void notificationsForm.load().catch(() => undefined);
  }, [near]);
  return (
    // Scrolled to from the overview's link, it stops below the sticky header (60 px) with a margin.
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-labelledby="notifications-title"
      id="notifications"
      style={{ scrollMarginTop: 76 }}
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="notifications-title">
          Notifications
        </Title>
        {/* The address is the profile's, just above: named, not said again. */}
        <Text size="sm" c="dimmed">
          E-mails about your calls go to the address in your profile.
        </Text>
        <div ref={formPlace}>
          {isPending || !near ? (
            <PageLoading label={LOADING} />
          ) : error ? (
            <PageError>{`Failed to load notification settings: ${error.message}`}</PageError>
          ) : (
            <Suspense fallback={<PageLoading label={LOADING} />}>
              <NotificationsForm settings={data} profilePhone={profilePhone} />
            </Suspense>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
