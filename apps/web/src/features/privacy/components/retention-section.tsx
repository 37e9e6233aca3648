import { Paper, Stack, Text, Title } from '@mantine/core';
import { LoadError, PageLoading } from '../../../components/ui/page-state';
import { usePrivacySettings } from '../api/get-privacy-settings';
import { RetentionForm } from './retention-form';

/** "Recordings and transcripts": how long they are kept, and whether sensitive numbers are masked. */
export function RetentionSection() {
  const settings = usePrivacySettings();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="retention-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="retention-title">
            Recordings and transcripts
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            How long your calls&rsquo; recordings, transcripts and summaries are kept, here and at the voice platform.
          </Text>
        </div>
        {settings.isPending ? (
          <PageLoading label="Loading privacy settings..." />
        ) : settings.isError ? (
          <LoadError title="Could not load your privacy settings" query={settings} />
        ) : (
          <RetentionForm settings={settings.data} />
        )}
      </Stack>
    </Paper>
  );
}
