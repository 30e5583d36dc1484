import type { ComponentType } from "react";
import { Redirect } from "wouter";
import { useCurrentUser } from "../lib/session/use-current-user";
import { AppHeader } from "./ui/app-header";
import { Button } from "./ui/button";
import { PageShell } from "./ui/page-shell";
import { PageSpinner } from "./ui/spinner";
import { StateMessage } from "./ui/state-message";

export interface ProtectedRouteProps {
  /** The screen, shown only to a signed-in shopper; it reads the user with `useSignedInUser()`. */
  component: ComponentType;
}

/**
 * The rule for signed-in screens: a spinner while the user loads, a redirect to /auth when there
 * is none. `replace`, so Back from the sign-in page does not bounce into the redirect again.
 */
export function ProtectedRoute({ component: Screen }: ProtectedRouteProps) {
  const { data: user, isPending, isError, refetch, isRefetching } = useCurrentUser();

  // A failed background refresh keeps the user it already had: the screen stays.
  if (user) return <Screen />;

  if (isPending) {
    return (
      <PageShell header={<AppHeader />}>
        <PageSpinner label="Loading your account" />
      </PageShell>
    );
  }

  if (isError) {
    // Not "signed out" (that is a 401, answered as null): the server or the network failed.
    return (
      <PageShell header={<AppHeader />}>
        <StateMessage
          role="alert"
          headingLevel={1}
          title="Something went wrong"
          text="We couldn't check whether you are signed in. Please try again."
        >
          <Button className="mt-2" onClick={() => void refetch()} disabled={isRefetching}>
            Try again
          </Button>
        </StateMessage>
      </PageShell>
    );
  }

  return <Redirect to="/auth" replace />;
}
