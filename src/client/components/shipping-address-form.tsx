import { LoaderCircle } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import type { CurrentUser, ShippingRate } from "../../contracts/user";
import {
  ADDRESS_MAX,
  APARTMENT_HINT,
  APARTMENT_MAX,
  PHONE_MAX,
  POSTAL_CODE_MAX,
  postalCodeExample,
} from "../../domain/address";
import {
  ADDRESS_FIELDS,
  initialAddressValues,
  serverAddressErrors,
  validateAddress,
  type AddressErrors,
  type AddressField,
  type AddressValues,
} from "../lib/orders/address-form";
import { isApiError } from "../lib/api/api";
import { cn } from "../lib/ui/cn";
import { useEnabledShippingRates } from "../lib/orders/use-shipping-rates";
import { useUpdateShipping } from "../lib/orders/use-update-shipping";
import { toast } from "../lib/ui/use-toast";
import { Button } from "./ui/button";
import { SelectField, TextField } from "./ui/form-field";
import { InlineLoading, InlineStateMessage } from "./ui/inline-state-message";

export interface ShippingAddressFormProps {
  user: CurrentUser;
  /** The enabled shipping rates: the countries offered. */
  rates: ShippingRate[];
  /** After a successful save, with the updated user. */
  onSaved: (user: CurrentUser) => void;
  onCancel: () => void;
  /** Keeps Cancel and Save in view at the bottom of a scrolling dialog. */
  stickyActions?: boolean;
  /** Moves focus into the first field on open (when the form replaces the button that opened it). */
  autoFocus?: boolean;
  /** The form's accessible name. */
  label?: string;
  /**
   * What Save says for the country chosen: "Save and order - $97.99" when saving also places the order.
   * Plain "Save" without it.
   */
  saveLabel?: (country: string) => string;
  className?: string;
}

/**
 * The shipping-address editor: validated on every change with the shared
 * rules, Save disabled until the whole form is valid; PUT /api/user/shipping. A failed save keeps
 * everything typed and shows the server's reasons beside the fields.
 */
export function ShippingAddressForm({
  user,
  rates,
  onSaved,
  onCancel,
  stickyActions = false,
  autoFocus = false,
  label = "Shipping address",
  saveLabel,
  className,
}: ShippingAddressFormProps) {
  const countryCodes = rates.map((rate) => rate.countryCode);
  const [values, setValues] = useState<AddressValues>(() => initialAddressValues(user, countryCodes));
  // A field shows its error once the shopper has changed it or left it, not before.
  const [touched, setTouched] = useState<Partial<Record<AddressField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<AddressErrors>({});
  const save = useUpdateShipping();
  const formId = useId();
  const idFor = (field: AddressField) => `${formId}-${field}`;

  useEffect(() => {
    if (autoFocus) document.getElementById(`${formId}-address`)?.focus();
  }, [autoFocus, formId]);

  const validation = validateAddress(values, countryCodes);
  // Save stays disabled until the form is valid; this says why, in the fields' own words.
  const stillNeeded = ADDRESS_FIELDS.map((field) => validation.errors[field]).filter(
    (message) => message !== undefined,
  );
  const whyDisabledId = `${formId}-why-disabled`;
  const errorFor = (field: AddressField) =>
    serverErrors[field] ?? (touched[field] ? validation.errors[field] : undefined);

  function change(field: AddressField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!validation.valid || save.isPending) return;
    save.mutate(validation.data, {
      onSuccess: (updated) => {
        toast({ title: "Shipping updated", description: "Your shipping information has been updated" });
        onSaved(updated);
      },
      onError: (error) => {
        toast({ title: "Update failed", description: error.message, variant: "destructive" });
        const fromServer = serverAddressErrors(isApiError(error) ? error.fieldErrors : undefined);
        setServerErrors(fromServer);
        const first = ADDRESS_FIELDS.find((field) => fromServer[field]);
        if (first) document.getElementById(idFor(first))?.focus();
      },
    });
  }

  const cancelButton = (
    <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
      Cancel
    </Button>
  );

  const bind = (field: AddressField) => ({
    name: field,
    value: values[field],
    error: errorFor(field),
    id: idFor(field),
    onBlur: () => setTouched((current) => (current[field] ? current : { ...current, [field]: true })),
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={label}
      // A focused field scrolls clear of the sticky Cancel/Save bar instead of hiding behind it.
      className={cn("grid gap-4", stickyActions && "[&_input]:scroll-mb-24 [&_select]:scroll-mb-24", className)}
    >
      {/* Each field stops where the server's rule does (domain/address.ts), so nothing typed is refused later. */}
      <TextField
        label="Address"
        autoComplete="address-line1"
        placeholder="Street and building"
        maxLength={ADDRESS_MAX}
        {...bind("address")}
      />
      <TextField
        label="Apartment / Suite"
        autoComplete="address-line2"
        placeholder="#05-12"
        hint={APARTMENT_HINT}
        maxLength={APARTMENT_MAX}
        {...bind("apartment")}
      />
      <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3">
        <TextField
          label="Postal Code"
          autoComplete="postal-code"
          autoCapitalize="characters"
          placeholder={postalCodeExample(values.country) ?? undefined}
          maxLength={POSTAL_CODE_MAX}
          {...bind("postalCode")}
        />
        <SelectField label="Country" autoComplete="country" {...bind("country")}>
          <option value="" disabled>
            Select a country
          </option>
          {rates.map((rate) => (
            <option key={rate.countryCode} value={rate.countryCode}>
              {rate.countryName}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label="Phone Number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+65 9123 4567"
        maxLength={PHONE_MAX}
        {...bind("phone")}
      />

      {!validation.valid && (
        <p id={whyDisabledId} className="-mt-1 text-xs leading-5 text-ink-muted">
          To save: {stillNeeded.join("; ")}.
        </p>
      )}
      <div
        className={cn(
          // "Save and order - $97.99" needs the whole width, and the bar holds only it: a phone keeps its screen
          // for the fields, and the dialog's Close (or Back) is the way out (docs/decisions/061).
          "mt-1 grid gap-3",
          saveLabel ? "grid-cols-1" : "grid-cols-2",
          // The dialog body pads by 1.5rem; the bar reaches its edges and covers what scrolls beneath it.
          stickyActions && "sticky -bottom-6 -mx-6 -mb-6 border-t border-line bg-card px-6 pt-3 pb-6",
        )}
      >
        {!saveLabel && cancelButton}
        <Button
          type="submit"
          disabled={!validation.valid || save.isPending}
          aria-describedby={validation.valid ? undefined : whyDisabledId}
        >
          {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {save.isPending ? "Saving…" : (saveLabel?.(values.country) ?? "Save")}
        </Button>
      </div>
    </form>
  );
}

/**
 * The address form once the countries we ship to are known: a spinner while they load, and a way to
 * retry (or give up) if they cannot be loaded.
 */
export function ShippingAddressEditor(props: Omit<ShippingAddressFormProps, "rates">) {
  const rates = useEnabledShippingRates();
  if (rates.isPending) {
    return <InlineLoading label="Loading countries" className="h-36" />;
  }
  if (rates.isError) {
    return (
      <InlineStateMessage tone="destructive" text="We couldn't load the countries we ship to. Please try again.">
        <Button size="sm" variant="secondary" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button size="sm" onClick={() => void rates.refetch()} disabled={rates.isFetching}>
          Try again
        </Button>
      </InlineStateMessage>
    );
  }
  return <ShippingAddressForm {...props} rates={rates.data} />;
}
