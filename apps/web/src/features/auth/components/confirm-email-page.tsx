import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import { SandboxMailboxNote } from './sandbox-mailbox-note';

export function ConfirmEmailPage() {
  return (
    <Center py={48} px="md">
      <Paper withBorder shadow="sm" p="xl" maw={480} w="100%">
        <Stack gap="md" ta="center">
          <Title order={1} size="h2">
            Thank you for signing up!
          </Title>
          <Text>Please check your email inbox for a confirmation link to activate your account.</Text>
          <SandboxMailboxNote />
          <Text size="sm" c="dimmed">
            (If you don't see it, please check your spam folder.)
          </Text>
          <Anchor component={Link} to={paths.login}>
            Back to Login
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
