import { Paper, Stack, Text, Title } from '@mantine/core';
import { PageError, PageLoading } from '../../../components/ui/page-state';
import { useNotificationSettings } from '../api/get-notification-settings';
import type { ProfilePhone } from '../lib/profile-phone';
import { NotificationsForm } from './notifications-form';

/** The Notifications box of the account page: which e-mails the owner gets and when, and their mobile for texts. */
export function NotificationsBox({ email, profilePhone }: { email: string; profilePhone: ProfilePhone | null }) {
  const { data, error, isPending } = useNotificationSettings();
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
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          E-mails about your calls go to {email}.
        </Text>
        {isPending ? (
          <PageLoading label="Loading notification settings..." />
        ) : error ? (
          <PageError>{`Failed to load notification settings: ${error.message}`}</PageError>
        ) : (
          <NotificationsForm settings={data} profilePhone={profilePhone} />
        )}
      </Stack>
    </Paper>
  );
}
