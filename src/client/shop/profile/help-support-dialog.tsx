import { Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { InlineLoading } from "../../components/ui/inline-state-message";
import { telHref } from "../../lib/store/support-contact";
import { supportContact, type SupportContact } from "../../../domain/store-contact";
import { useStoreSettings } from "../../lib/store/use-store-settings";

/** The Help & Support dialog's content; Radix mounts it (and so reads the settings) only while open. */
export function HelpSupportDialogContent() {
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Help &amp; Support</DialogTitle>
        <DialogDescription>Questions about an order, sizing or your membership? We're here to help.</DialogDescription>
      </DialogHeader>
      <HelpSupportBody />
    </DialogContent>
  );
}

function HelpSupportBody() {
  const settings = useStoreSettings();

  return settings.isPending ? (
    <InlineLoading label="Loading contact details" className="h-48" />
  ) : (
    // A failed read shows the fallbacks too: the shopper still gets a way to reach the store.
    <ContactDetails contact={supportContact(settings.data)} />
  );
}

function ContactDetails({ contact }: { contact: SupportContact }) {
  return (
    <>
      <dl className="grid gap-1 rounded-2xl border border-line bg-surface p-2">
        <ContactRow icon={Mail} label="Email">
          <a
            href={`mailto:${contact.storeEmail}`}
            className="break-all text-primary underline-offset-4 hover:underline"
          >
            {contact.storeEmail}
          </a>
        </ContactRow>
        <ContactRow icon={Phone} label="Phone">
          <a href={telHref(contact.storePhone)} className="text-primary underline-offset-4 hover:underline">
            {contact.storePhone}
          </a>
        </ContactRow>
        <ContactRow icon={Clock} label="Hours">
          {contact.supportHours}
        </ContactRow>
        <ContactRow icon={MapPin} label="Address">
          <span className="whitespace-pre-line">{contact.storeAddress}</span>
        </ContactRow>
      </dl>

      {contact.storeDescription ? (
        <section aria-labelledby="help-support-about" className="mt-5">
          <h3 id="help-support-about" className="text-sm font-semibold text-ink">
            About {contact.storeName}
          </h3>
          {/* Admin-written text: a React text node, so markup in it shows as typed and never runs. */}
          <p className="mt-1.5 text-sm leading-6 whitespace-pre-line text-ink-muted">{contact.storeDescription}</p>
        </section>
      ) : null}
    </>
  );
}

function ContactRow({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  // A <dl> group may hold only <dt> and <dd>, so the icon rides inside the <dt>, placed beside both.
  return (
    <div className="relative min-h-14 rounded-xl py-2.5 pr-3 pl-15">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        <span className="absolute top-3 left-3 grid size-9 place-items-center rounded-full bg-primary-soft text-primary">
          <Icon aria-hidden="true" className="size-[1.125rem]" />
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-[0.9375rem] leading-6 text-ink">{children}</dd>
    </div>
  );
}
