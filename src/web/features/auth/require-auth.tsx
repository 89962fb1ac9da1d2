import { Navigate, Outlet, useLocation } from "react-router";
import { PageSpinner } from "../../components/ui/spinner";
import { paths } from "../../config/paths";
import { useMe } from "./api/session";

/** Protected area: without a session, go to /auth carrying where the user was going. */
export function RequireAuth() {
  const { data: me, isPending } = useMe();
  const location = useLocation();
  if (isPending) return <PageSpinner />;
  if (!me) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={`${paths.auth}?from=${encodeURIComponent(from)}`} replace />;
  }
  return <Outlet />;
}

/** /admin: non-admins go to the dashboard. */
export function RequireAdmin() {
  const { data: me, isPending } = useMe();
  if (isPending) return <PageSpinner />;
  if (!me?.user.isAdmin) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
