import { Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { AuthForm } from './auth-form';

export function LoginPage() {
  const navigate = useNavigate();
  useEffect(() => {
    // A sign-up confirmation marker in the address hash shows the confirmation page.
    if (/(^|[#&])type=signup(&|$)/.test(window.location.hash)) navigate(paths.confirmEmail, { replace: true });
  }, [navigate]);

  return (
    <Center component="main" mih="100vh" p="md" bg="dark.8">
      <Stack align="center" gap="lg" w="100%">
        <Stack gap={4} align="center" ta="center">
          <Title order={1} c="white">
            AI Voice Agent Platform
          </Title>
          <Text c="gray.4">Please sign in or sign up:</Text>
        </Stack>
        <AuthForm />
      </Stack>
    </Center>
  );
}
