import { useState } from "react";
import { LoginRequiredDialog } from "./login-required-dialog";
import { RemindMe } from "./remind-me";

/**
 * The coming-soon panel's "Remind me": it asks for every product going live at the next release moment. Its
 * own chunk with the Login Required dialog, so Discover's entry code carries only the lazy import.
 */
export function ReleaseReminder({ productIds }: { productIds: readonly number[] }) {
  const [loginOpen, setLoginOpen] = useState(false);
  return (
    <>
      <RemindMe
        productIds={productIds}
        onSignInRequired={() => setLoginOpen(true)}
        inverse
        className="relative mt-5 justify-items-center"
      />
      <LoginRequiredDialog open={loginOpen} onOpenChange={setLoginOpen} reason="remind" />
    </>
  );
}
