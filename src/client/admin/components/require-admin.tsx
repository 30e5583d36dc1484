import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { Button } from "../../components/ui/button";
import { PageSpinner } from "../../components/ui/spinner";
import { StateMessage } from "../../components/ui/state-message";
import { useAdminUser, useSignOutOnExpiredSession } from "../admin-session";
import { ADMIN_HOME, adminSignInPath } from "../return-path";
import { SHELL } from "../strings";

/**
 * Every back-office screen but the sign-in page: a spinner while the session is checked, the sign-in page
 * (remembering this page in `next`) without one, the screen with one.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data: admin, isPending, isError, refetch, isRefetching } = useAdminUser();
  const [path] = useLocation();
  const search = useSearch();
  useSignOutOnExpiredSession();

  // A failed background refresh keeps the admin it already had: the screen stays.
  if (admin) return children;

  if (isPending) {
    return (
      <div className="min-h-dvh bg-surface">
        <PageSpinner label={SHELL.checkingSession} />
      </div>
    );
  }

  if (isError) {
    // Not "signed out" (that is a 401, answered as null): the server or the network failed.
    return (
      <main className="flex min-h-dvh flex-col bg-surface px-6">
        <StateMessage
          icon={<TriangleAlert aria-hidden="true" className="size-7" />}
          title={SHELL.sessionCheckFailedTitle}
          text={SHELL.sessionCheckFailedText}
          tone="destructive"
          role="alert"
        >
          <Button className="mt-2" onClick={() => void refetch()} disabled={isRefetching}>
            {SHELL.tryAgain}
          </Button>
        </StateMessage>
      </main>
    );
  }

  // `path` is relative to /admin (the app is nested there); "~" makes the target absolute.
  const here = `${ADMIN_HOME}${path === "/" ? "" : path}${search ? `?${search}` : ""}`;
  return <Redirect to={`~${adminSignInPath(here)}`} replace />;
}
