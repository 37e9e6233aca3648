import { Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useSearchParams } from '../../../lib/navigation/search-params';
import { paths } from '../../../lib/paths';
import { PORTAL_PURPOSE } from '../lib/auth-views';
import { AuthForm, type AuthPageKind } from './auth-form';
import classes from './auth-page.module.css';

/** /login and /signup: the title, what the portal does, the prompt and the dark form, on the app's own page. */
export function AuthPage({ page }: { page: AuthPageKind }) {
  const [, navigate] = useLocation();
  const [search] = useSearchParams();
  useEffect(() => {
    // A sign-up confirmation marker in the address hash shows the confirmation page.
    if (/(^|[#&])type=signup(&|$)/.test(window.location.hash)) navigate(paths.confirmEmail, { replace: true });
  }, [navigate]);

  // Sign-up used to be a view of /login: old links still open it.
  if (page === 'login' && search.get('view') === 'sign_up') return <Redirect to={paths.signup} replace />;

  return (
    <Stack align="center" gap="lg" w="100%" px="md" className={classes.page}>
      <Stack gap="xs" align="center" ta="center" maw={460}>
        <Title order={1}>AI Voice Agent Platform</Title>
        {/* What the portal does for the owner; the specification's prompt stays word for word. */}
        <Text c="dimmed">{PORTAL_PURPOSE}</Text>
        <Text fw={500} mt={4}>
          Please sign in or sign up:
        </Text>
      </Stack>
      {/* Keyed: moving between /login and /signup starts the form afresh. */}
      <AuthForm key={page} page={page} />
    </Stack>
  );
}
