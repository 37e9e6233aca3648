import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/ui/page-state';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';

/** Every protected route: 'Initializing session...' while the session loads, /login without one. */
export function ProtectedRoute() {
  const { data, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <PageLoading label="Initializing session..." />;
  if (!data) return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/** /login redirects to the dashboard when a session exists. */
export function PublicOnlyRoute() {
  const { data, isPending } = useSession();
  if (isPending) return <PageLoading label="Initializing session..." />;
  if (data) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
