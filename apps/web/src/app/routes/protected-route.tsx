import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/ui/page-state';
import { useSession } from '../../lib/auth-client';
import { paths } from '../../lib/paths';

/**
 * The session, pending only until its first answer. better-auth reports `isPending` again on
 * every background refetch while signed out (after a sign-up, on window focus); unmounting the
 * page then would wipe the login form and its 'Check your email ...' message.
 */
function useSettledSession() {
  const { data, isPending } = useSession();
  const [settled, setSettled] = useState(!isPending);
  if (!settled && !isPending) setSettled(true);
  return { data, isPending: isPending && !settled };
}

/** Every protected route: 'Initializing session...' while the session loads, /login without one. */
export function ProtectedRoute() {
  const { data, isPending } = useSettledSession();
  const location = useLocation();
  if (isPending) return <PageLoading label="Initializing session..." />;
  if (!data) return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/** /login redirects to the dashboard when a session exists. */
export function PublicOnlyRoute() {
  const { data, isPending } = useSettledSession();
  if (isPending) return <PageLoading label="Initializing session..." />;
  if (data) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
