import { Button, Drawer, Stack, Text } from '@mantine/core';
import IconLogout from '~icons/tabler/logout';
import classes from './layout.module.css';
import { NavLinks } from './nav-links';

type MobileMenuProps = {
  opened: boolean;
  onClose: () => void;
  email: string;
  onSignOut: () => void;
  signingOut: boolean;
};

/** The phone's menu: the pages, the signed-in address and Sign Out, in a drawer from the left. */
export function MobileMenu({ opened, onClose, email, onSignOut, signingOut }: MobileMenuProps) {
  return (
    // Mantine's Drawer locks page scroll, traps focus and closes on Escape.
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Menu"
      position="left"
      size="80%"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <Stack gap="xs">
        <nav aria-label="Main">
          <Stack gap={4}>
            <NavLinks vertical onNavigate={onClose} />
          </Stack>
        </nav>
        <Text size="sm" c="dimmed" mt="md" data-testid="user-email-mobile" className={classes.wrapAnywhere}>
          {email}
        </Text>
        <Button
          variant="default"
          leftSection={<IconLogout width={16} height={16} />}
          onClick={onSignOut}
          loading={signingOut}
        >
          Sign Out
        </Button>
      </Stack>
    </Drawer>
  );
}
