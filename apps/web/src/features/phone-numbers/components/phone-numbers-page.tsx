import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { NewNumberCard } from './new-number-card';
import { OwnedNumberList } from './owned-number-list';
import { PurchaseModal } from './purchase-modal';

/** /phone-numbers: back link, the 'New Phone Number' card with its modal, and the owned numbers. */
export function PhoneNumbersPage() {
  const [buying, { open, close }] = useDisclosure(false);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.connect} size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          Back to Connect My Agent
        </Group>
      </Anchor>
      <Title order={1}>Phone Numbers</Title>
      <NewNumberCard onOpen={open} />
      <OwnedNumberList />
      <PurchaseModal opened={buying} onClose={close} />
    </Stack>
  );
}
