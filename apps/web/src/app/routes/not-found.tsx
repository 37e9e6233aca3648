import { PageLoading } from '../../components/ui/page-state';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { AppLayout } from '../layout/app-layout';
import { PublicLayout } from '../layout/public-layout';
import { NotFoundPage } from './not-found-page';

/** An unknown address, inside the portal's shell for a signed-in owner, else the public one. */
export function Component() {
  const { data, isPending } = useSession();
  if (isPending) return <PageLoading label="Initializing session..." />;
  if (data) {
    return (
      <AppLayout>
        <NotFoundPage to={paths.home} label="Go to Home" />
      </AppLayout>
    );
  }
  return (
    <PublicLayout>
      <NotFoundPage to={paths.login} label="Go to Sign in" also={{ to: paths.signup, label: 'Sign up' }} />
    </PublicLayout>
  );
}
