import { useId } from "react";
import { toast } from "../../lib/use-toast";
import { useAlertPreferences } from "../alert-preferences";
import { AdminCard, ComingSoon } from "../components/admin-page";
import { NOTIFICATIONS } from "../strings";

/** For now only this browser's alert extras (sound, system notification); the store-wide settings come later. */
export function NotificationsTab() {
  const [preferences, update] = useAlertPreferences();
  const notificationsSupported = typeof Notification !== "undefined";

  async function setNotify(on: boolean) {
    if (!on) return update({ notify: false });
    const permission =
      Notification.permission === "default" ? await Notification.requestPermission() : Notification.permission;
    if (permission !== "granted") {
      toast({
        variant: "destructive",
        title: NOTIFICATIONS.notifyBlockedTitle,
        description: NOTIFICATIONS.notifyBlockedText,
      });
      return;
    }
    update({ notify: true });
  }

  return (
    <div className="grid gap-5">
      <AdminCard>
        <h2 className="font-display text-xl font-semibold text-ink">{NOTIFICATIONS.deviceTitle}</h2>
        <p className="mt-1 text-sm leading-6 text-ink-muted">{NOTIFICATIONS.deviceText}</p>
        <div className="mt-4 grid gap-3">
          <SwitchRow
            label={NOTIFICATIONS.sound}
            hint={NOTIFICATIONS.soundHint}
            checked={preferences.sound}
            onChange={(on) => update({ sound: on })}
          />
          <SwitchRow
            label={NOTIFICATIONS.notify}
            hint={notificationsSupported ? NOTIFICATIONS.notifyHint : NOTIFICATIONS.notifyUnsupported}
            checked={preferences.notify && notificationsSupported}
            disabled={!notificationsSupported}
            onChange={(on) => void setNotify(on)}
          />
        </div>
      </AdminCard>
      <ComingSoon text={NOTIFICATIONS.restComing} />
    </div>
  );
}

function SwitchRow({
  label,
  hint,
  checked,
  disabled = false,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-line p-4">
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-[0.8125rem] leading-5 text-ink-muted">
          {hint}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={`${id}-hint`}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="relative mt-0.5 h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-ink-muted/40 transition-colors before:absolute before:top-1 before:left-1 before:size-5 before:rounded-full before:bg-card before:shadow before:transition-transform checked:bg-primary checked:before:translate-x-5 focus-visible:ring-4 focus-visible:ring-primary/20 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50"
      />
    </div>
  );
}
