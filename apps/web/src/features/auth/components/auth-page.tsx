import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ACCOUNT_CLOSED_NOTICE, CLOSED_QUERY } from '@portal/shared/account-closing.plain';
import { useEffect } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import IconWaveSine from '~icons/tabler/wave-sine';
import { useSearchParams } from '../../../lib/navigation/search-params';
import { paths } from '../../../lib/paths';
import { AuthForm, type AuthPageKind } from './auth-form';
import classes from './auth-page.module.css';

/**
 * /login and /signup: the product's mark and name as the title, the prompt leading into the form,
 * then the form; as a sign-in page is, with nothing between the owner and it.
 */
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
        <Link to={paths.home} aria-label="AI Voice Agent Platform home" className={classes.markLink}>
          <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
            <IconWaveSine width={28} height={28} />
          </ThemeIcon>
        </Link>
        <Title order={1} className={classes.title} data-product-title>
          AI Voice Agent Platform
        </Title>
        {/* The specification's prompt, word for word, as the title's one line under it: it leads
            into the form, whose card says which of the two it does. */}
        <Text c="dimmed">Please sign in or sign up:</Text>
      </Stack>
      {/* Where closing an account lands: the owner is told it is done. */}
      {page === 'login' && search.get(CLOSED_QUERY) === '1' && (
        <Text c="teal.4" role="status" ta="center" maw={520}>
          {ACCOUNT_CLOSED_NOTICE}
        </Text>
      )}
      {/* Keyed: moving between /login and /signup starts the form afresh. */}
      <AuthForm key={page} page={page} />
    </Stack>
  );
}
