import { Button, Center, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { PageError, PageLoading } from '../../components/ui/page-state';
import { useSearchParams } from '../../lib/navigation/search-params';
import { pageAfterSignIn, paths } from '../../lib/paths';
import { refreshSession, useSession } from '../../lib/session';

/**
 * The server could not say whether there is a session (rate limited, down, no network): the
 * owner may well be signed in, so this offers to ask again rather than sending them to sign in.
 */
function SessionUnknown() {
  const [checking, setChecking] = useState(false);
  const tryAgain = async () => {
    setChecking(true);
    await refreshSession();
    setChecking(false);
  };
  return (
    <Center component="main" mih="60vh" p="md">
      <Stack maw={480} gap="md">
        <PageError title="Could not check your session">
          Could not reach the server. Check your connection and try again.
        </PageError>
        <Button onClick={tryAgain} loading={checking} style={{ alignSelf: 'center' }}>
          Try again
        </Button>
      </Stack>
    </Center>
  );
}

/**
 * Every protected route: 'Initializing session...' while the session loads, /login without one,
 * which comes back to this page (an e-mailed link to it, say) once signed in.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { data, isPending, error } = useSession();
  const [path] = useLocation();
  const [search] = useSearchParams();
  if (isPending) return <PageLoading label="Initializing session..." />;
  if (!data && error) return <SessionUnknown />;
  if (!data) {
    const query = search.toString();
    return <Redirect to={paths.loginReturningTo(query ? `${path}?${query}` : path)} replace />;
  }
  return children;
}

/** /login goes on to the page it was opened for, or the dashboard, when a session exists. */
export function PublicOnlyRoute({ children }: { children: ReactNode }) {
  const { data, isPending } = useSession();
  const [search] = useSearchParams();
  if (isPending) return <PageLoading label="Initializing session..." />;
  if (data) return <Redirect to={pageAfterSignIn(search)} replace />;
  return children;
}
