import { MapPinHouse, Pencil, Plus } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { CurrentUser, ShippingRate } from "../../../contracts/user";
import { Button } from "../../components/ui/button";
import { useEnabledShippingRates } from "../../lib/orders/use-shipping-rates";
import { ShippingAddressEditor } from "../../components/shipping-address-form";

/** The saved address, and its editor in place of it while editing. */
export function ShippingAddressSection({ user }: { user: CurrentUser }) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const rates = useEnabledShippingRates();
  const closeEditor = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  const editButtonRef = useRef<HTMLButtonElement>(null);
  // Focus goes back to the button that opened the editor, not to the top of the page.
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButtonRef.current?.focus();
    }
  }, [editing]);

  const hasAddress = Boolean(user.address?.trim());

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-line bg-card p-5 shadow-sm shadow-ink/[0.03]"
    >
      <div className="flex min-h-11 items-center justify-between gap-3">
        <h2 id={headingId} className="font-display text-xl font-semibold text-ink">
          Shipping Address
        </h2>
        {/* One button for Add and Edit: after the first save its label changes but the element (and the
            focus returned to it) stays, even though the saved user arrives a moment after the editor closes. */}
        {!editing ? (
          <Button
            ref={editButtonRef}
            variant={hasAddress ? "ghost" : "primary"}
            size="sm"
            className={hasAddress ? "-mr-2 text-primary" : undefined}
            onClick={() => setEditing(true)}
          >
            {hasAddress ? <Pencil aria-hidden="true" /> : <Plus aria-hidden="true" />}
            {hasAddress ? "Edit" : "Add Address"}
            {hasAddress ? <span className="sr-only"> shipping address</span> : null}
          </Button>
        ) : null}
      </div>

      <div className="mt-3">
        {editing ? (
          <ShippingAddressEditor
            user={user}
            onSaved={closeEditor}
            onCancel={closeEditor}
            autoFocus
            label="Edit shipping address"
          />
        ) : hasAddress ? (
          <AddressView user={user} rates={rates.data} />
        ) : (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-surface px-4 py-6 text-center">
            <span className="grid size-12 place-items-center rounded-full bg-accent-soft text-accent-ink">
              <MapPinHouse aria-hidden="true" className="size-6" />
            </span>
            <div>
              <p className="font-semibold text-ink">No shipping address yet</p>
              <p className="mt-1 text-sm leading-6 text-ink-muted">
                Add where your orders should go; you need it to place an order.
              </p>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

function AddressView({ user, rates }: { user: CurrentUser; rates: ShippingRate[] | undefined }) {
  const countryName = rates?.find((rate) => rate.countryCode === user.country)?.countryName ?? user.country;
  const cityLine = [user.postalCode, countryName].filter(Boolean).join(" · ");
  return (
    <address className="grid gap-0.5 text-[0.9375rem] leading-6 text-ink not-italic">
      <span className="font-medium">{user.address}</span>
      {user.apartment ? <span>{user.apartment}</span> : null}
      {cityLine ? <span>{cityLine}</span> : null}
      {user.phone ? <span className="mt-1.5 text-ink-muted">{user.phone}</span> : null}
    </address>
  );
}
