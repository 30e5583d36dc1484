import { useState } from "react";
import { LoginRequiredDialog } from "./login-required-dialog";
import { useCurrentUser } from "../lib/use-current-user";
import { RemindMe } from "./remind-me";

/**
 * The coming-soon panel's "Remind me": it asks for every product going live at the next release moment. Its
 * own chunk with the Login Required dialog, so Discover's entry code carries only the lazy import.
 */
export function ReleaseReminder({ productIds }: { productIds: readonly number[] }) {
  const user = useCurrentUser();
  const [loginOpen, setLoginOpen] = useState(false);
  return (
    <>
      <RemindMe
        productIds={productIds}
        signedIn={user.isPending ? undefined : Boolean(user.data)}
        onSignInRequired={() => setLoginOpen(true)}
        inverse
        className="relative mt-5 justify-items-center"
      />
      <LoginRequiredDialog open={loginOpen} onOpenChange={setLoginOpen} reason="remind" />
    </>
  );
}
