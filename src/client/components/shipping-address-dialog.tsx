import { MapPinHouse } from "lucide-react";
import type { CurrentUser } from "../../contracts/user";
import { ShippingAddressEditor } from "./shipping-address-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "./ui/dialog";

export interface ShippingAddressDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: CurrentUser;
  /** After a successful save; the dialog closes itself. */
  onSaved?: (user: CurrentUser) => void;
  /** When saving also places the order: Save's words for the chosen country (ShippingAddressForm). */
  saveLabel?: (country: string) => string;
  /** Where focus goes on closing (e.g. back to the button that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** "Complete Your Shipping Address": the address form in a dialog at most half the screen high, except on a phone. */
export function ShippingAddressDialog({
  open,
  onOpenChange,
  user,
  onSaved,
  saveLabel,
  onCloseAutoFocus,
}: ShippingAddressDialogProps) {
  return (
    <Dialog closeOnBack open={open} onOpenChange={onOpenChange}>
      {/* Taller than half the screen, and without the icon on a phone: at 50vh a phone showed about 50 px of
          form between the title and the Save bar (docs/decisions/061). */}
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <span
            aria-hidden="true"
            className="mb-1 hidden size-11 place-items-center rounded-full bg-accent-soft text-accent-ink sm:grid"
          >
            <MapPinHouse className="size-5" />
          </span>
          <DialogTitle>Complete Your Shipping Address</DialogTitle>
          <DialogDescription>
            {saveLabel
              ? "Where should we send your order? Saving your address places the order."
              : "Where should we send your order? Save your address, then tap Order Now again."}
          </DialogDescription>
        </DialogHeader>
        <ShippingAddressEditor
          user={user}
          stickyActions
          saveLabel={saveLabel}
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
