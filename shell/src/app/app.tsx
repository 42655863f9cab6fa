import { bindNavigator, publishLocation } from '@shop/shared/navigation';
import { useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { SiteLayout } from './layout/site-layout';
import { NotFoundElement, RouteElement } from './route-element';
import { routes } from './routes';

// Remotes navigate through shared helpers; this binds them to the shell's router and publishes the location.
function RouterBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    bindNavigator((to, options) => navigate(to, { replace: options?.replace, state: options?.state }));
  }, [navigate]);
  useEffect(() => {
    publishLocation({ pathname: location.pathname, search: location.search, hash: location.hash, state: location.state });
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

function Frame() {
  const { pathname } = useLocation();
  return (
    <SiteLayout pathname={pathname}>
      <Routes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={<RouteElement route={route} />} />
        ))}
        <Route path="/distributor" element={<Navigate to="/distubutor" replace />} />
        <Route path="*" element={<NotFoundElement />} />
      </Routes>
    </SiteLayout>
  );
}

/** The whole site: router, frame and every route. */
export function App() {
  return (
    <BrowserRouter>
      <RouterBridge />
      <Frame />
    </BrowserRouter>
  );
}
