import { Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { BackLink } from '../../../components/ui/back-link';
import { lazyOverlay } from '../../../components/ui/lazy-overlay';
import { paths } from '../../../lib/paths';
import { NewNumberCard } from './new-number-card';
import { OwnedNumberList } from './owned-number-list';
import { TextingSection } from './texting-section';

const PurchaseModal = lazyOverlay(() => import('./phone-number-dialogs').then((module) => module.PurchaseModal));

/** /phone-numbers: back link, the 'New Phone Number' card with its modal, the owned numbers and texting. */
export function PhoneNumbersPage() {
  const [buying, { open, close }] = useDisclosure(false);
  return (
    <Stack gap="lg">
      <BackLink to={paths.connect}>Back to Connect My Agent</BackLink>
      <div>
        <Title order={1}>Phone Numbers</Title>
        <Text c="dimmed" mt={4}>
          The numbers your callers dial, and which agent answers each.
        </Text>
      </div>
      <NewNumberCard onOpen={open} />
      <OwnedNumberList />
      <TextingSection />
      <PurchaseModal opened={buying} onClose={close} />
    </Stack>
  );
}
