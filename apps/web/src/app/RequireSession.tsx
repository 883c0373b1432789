import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { carryLeftChildren, checkSession } from '../lib/guard';
import { checkPermission } from '../lib/permissions';
import { clearSession, loadSession, rememberRoute, setLoginReason, useSessionVersion } from '../lib/session';
import { NoPermissionPage } from '../features/errors/routes';

/** The session guard and the permission rule, applied on every navigation inside the console. */
export const RequireSession = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  const navigate = useNavigate();
  const previous = useRef(location);
  // A permissions refresh re-checks the page shown against the new tree.
  useSessionVersion();
  const session = loadSession();
  const verdict = checkSession(session);

  useEffect(() => {
    const from = previous.current;
    previous.current = location;
    const carried = carryLeftChildren({
      fromPath: from.pathname,
      fromSearch: from.search,
      toPath: location.pathname,
      toSearch: location.search,
    });
    if (carried !== location.search) void navigate(`${location.pathname}${carried}`, { replace: true });
    rememberRoute(`${location.pathname}${location.search}`);
  }, [location, navigate]);

  if (!verdict.ok) {
    clearSession();
    if (verdict.reason) setLoginReason(verdict.reason);
    return <Navigate to="/login" replace />;
  }
  const permission = checkPermission(session!.control, location.pathname);
  if (!permission.allowed)
    return permission.redirect ? (
      <Navigate to={permission.redirect} replace />
    ) : (
      <Suspense>
        <NoPermissionPage />
      </Suspense>
    );
  return children;
};
