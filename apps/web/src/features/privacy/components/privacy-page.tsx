import { Stack, Text, Title } from '@mantine/core';
import { BackLink } from '../../../components/ui/back-link';
import { paths } from '../../../lib/paths';
import { CloseAccountSection } from './close-account-section';
import { ExportSection } from './export-section';
import { RetentionSection } from './retention-section';

/**
 * /account/privacy: what the portal keeps of the owner's data and for how long, one section under
 * the other: how long recordings and transcripts are kept (and whether card and social security
 * numbers are masked in them), downloading the account's data, and closing the account.
 */
export function PrivacyPage() {
  return (
    <Stack gap="lg">
      <BackLink to={paths.account}>Back to Account</BackLink>
      <div>
        <Title order={1}>Privacy &amp; Data</Title>
        <Text c="dimmed" mt={4}>
          Recordings, your data, closing the account.
        </Text>
      </div>
      <RetentionSection />
      <ExportSection />
      <CloseAccountSection />
    </Stack>
  );
}
