import { MapPinHouse } from "lucide-react";
import type { CurrentUser } from "../../contracts/user";
import { useEnabledShippingRates } from "../lib/use-shipping-rates";
import { ShippingAddressForm } from "./shipping-address-form";
import { Button } from "./ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "./ui/dialog";
import { Spinner } from "./ui/spinner";

export interface ShippingAddressDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: CurrentUser;
  /** After a successful save; the dialog closes itself. */
  onSaved?: (user: CurrentUser) => void;
  /** Where focus goes on closing (e.g. back to the button that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** "Complete Your Shipping Address": the address form in a dialog at most half the screen high (spec). */
export function ShippingAddressDialog({ open, onOpenChange, user, onSaved, onCloseAutoFocus }: ShippingAddressDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent maxHeight="50vh" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <span aria-hidden="true" className="mb-1 grid size-11 place-items-center rounded-full bg-accent-soft text-accent-ink">
            <MapPinHouse className="size-5" />
          </span>
          <DialogTitle>Complete Your Shipping Address</DialogTitle>
          <DialogDescription>Where should we send your order? Save your address, then tap Order Now again.</DialogDescription>
        </DialogHeader>
        <AddressFormLoader
          user={user}
          onCancel={() => onOpenChange(false)}
          onSaved={(saved) => {
            onOpenChange(false);
            onSaved?.(saved);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function AddressFormLoader({ user, onCancel, onSaved }: { user: CurrentUser; onCancel: () => void; onSaved: (user: CurrentUser) => void }) {
  const rates = useEnabledShippingRates();
  if (rates.isPending) {
    return (
      <div className="grid h-32 place-items-center">
        <Spinner label="Loading countries" />
      </div>
    );
  }
  if (rates.isError) {
    return (
      <div role="alert" className="grid gap-3 rounded-2xl bg-destructive-soft p-4 text-sm text-destructive">
        <p className="font-medium">We couldn't load the countries we ship to. Please try again.</p>
        <Button size="sm" variant="secondary" className="justify-self-start" onClick={() => void rates.refetch()} disabled={rates.isFetching}>
          Try again
        </Button>
      </div>
    );
  }
  return <ShippingAddressForm user={user} rates={rates.data} onSaved={onSaved} onCancel={onCancel} stickyActions />;
}
