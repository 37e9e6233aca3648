import { Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useSearchParams } from '../../../lib/navigation/search-params';
import { paths } from '../../../lib/paths';
import { PORTAL_PURPOSE } from '../lib/auth-views';
import { AuthForm, type AuthPageKind } from './auth-form';
import classes from './auth-page.module.css';

/** /login and /signup: the title, what the portal does and the prompt as its subtitle, then the form. */
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
    <Stack align="center" gap="xl" w="100%" px="md" className={classes.page}>
      <Stack gap="xs" align="center" ta="center" maw={520}>
        <Title order={1} className={classes.title} data-product-title>
          AI Voice Agent Platform
        </Title>
        {/* The title's subtitle: what the portal does for the owner, leading into the form with the
            specification's prompt word for word. */}
        <Text c="dimmed" className={classes.subtitle}>
          {PORTAL_PURPOSE} <span className={classes.prompt}>Please sign in or sign up:</span>
        </Text>
      </Stack>
      {/* Keyed: moving between /login and /signup starts the form afresh. */}
      <AuthForm key={page} page={page} />
    </Stack>
  );
}
