import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { matchRoute, Route, useLocation, useRouter, type Parser } from 'wouter';
import { DocumentTitle } from './layout/document-title';
import { notFoundRoute, routeGroups, type PageRoute, type RouteGroup } from './router';
import { PageErrorBoundary } from './routes/page-error-boundary';
import { ProtectedRoute, PublicOnlyRoute } from './routes/protected-route';
import { RouteError } from './routes/route-error';

/** The page an address asks for, with its group (shell and session rule); none for an unknown address. */
type Destination = { path: string; route: PageRoute; group?: RouteGroup };

function destinationOf(parser: Parser, path: string): Destination {
  for (const group of routeGroups) {
    const route = group.routes.find((candidate) => matchRoute(parser, candidate.path, path)[0]);
    if (route) return { path, route, group };
  }
  return { path, route: notFoundRoute };
}

const modulesOf = ({ route, group }: Destination) => (group ? [group.layout, route.page] : [route.page]);
const isLoaded = (destination: Destination) => modulesOf(destination).every((module) => module.loaded());

/** The page in its shell: the signed-in shell behind the session check, a public page in the public shell. */
function Page({ route, group }: Destination) {
  const { Component } = route.page.loaded()!;
  let content: ReactNode = <Component />;
  if (route.publicOnly) content = <PublicOnlyRoute>{content}</PublicOnlyRoute>;
  if (!group) return content;
  const { Component: Layout } = group.layout.loaded()!;
  content = <Layout>{content}</Layout>;
  return group.signedIn ? <ProtectedRoute>{content}</ProtectedRoute> : content;
}

/**
 * The page of the address. A page's code loads when first visited; meanwhile the page the owner
 * was on stays (on the first load, nothing: the server has the files on their way already). A
 * page whose code cannot load, or that fails while rendering, shows the error page.
 */
export function AppRoutes() {
  const { parser } = useRouter();
  const [path] = useLocation();
  const wanted = useMemo(() => destinationOf(parser, path), [parser, path]);
  const [previous, setPrevious] = useState<Destination | null>(null);
  const [failedLoad, setFailedLoad] = useState<Destination | null>(null);

  useEffect(() => {
    let current = true;
    Promise.all(modulesOf(wanted).map((module) => module.load())).then(
      () => current && setPrevious(wanted),
      () => current && setFailedLoad(wanted),
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  const shown = isLoaded(wanted) ? wanted : previous;
  useLayoutEffect(() => {
    // A new page starts at the top; a change of query or hash (tabs, filters) keeps the place.
    window.scrollTo(0, 0);
  }, [shown?.path]);

  if (failedLoad === wanted) return <RouteError />;
  if (!shown) return null;
  return (
    <PageErrorBoundary at={shown.path}>
      <DocumentTitle meta={shown.route.meta} />
      <Route path={shown.route.path}>
        <Page {...shown} />
      </Route>
    </PageErrorBoundary>
  );
}
