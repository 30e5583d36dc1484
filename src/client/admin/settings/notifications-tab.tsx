import { useState } from "react";
import type { NotificationPreferences } from "../../../contracts/admin-settings";
import { LoadFailedMessage } from "../../components/ui/state-message";
import { toast } from "../../lib/ui/use-toast";
import { AdminCard } from "../components/admin-page";
import { NOTIFICATIONS_TAB, SETTINGS_FAILURES } from "./settings-strings";
import { failureToast } from "../components/failure-toast";
import { SwitchRow, TabHeading } from "./settings-ui";
import { TabSpinner } from "./store-tab";
import { useNotificationPreferences, useSaveNotificationPreferences } from "./use-settings";

/** This admin's new-order alerts, saved on the server; the live alerts (../live-alerts.ts) read them. */
export function NotificationsTab() {
  const query = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  // Set in the click itself: the mutation's optimistic data arrives a tick later, and until then React would
  // put the controlled switch back where it was.
  const [switching, setSwitching] = useState<Partial<NotificationPreferences> | null>(null);
  const notificationsSupported = typeof Notification !== "undefined";

  if (query.isPending) return <TabSpinner />;
  if (query.isError) {
    return (
      <LoadFailedMessage
        what={NOTIFICATIONS_TAB.loadFailed}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const saved = query.data;
  const preferences = { ...saved, ...switching };

  function change(next: Partial<NotificationPreferences>) {
    setSwitching(next);
    save.mutate(
      { ...saved, ...next },
      {
        onSuccess: () => toast({ title: NOTIFICATIONS_TAB.savedTitle }),
        onError: (error) => failureToast(SETTINGS_FAILURES.notifications, error),
        onSettled: () => setSwitching(null),
      },
    );
  }

  async function setBrowser(on: boolean) {
    if (!on) return change({ browserNotifications: false });
    const permission =
      Notification.permission === "default" ? await Notification.requestPermission() : Notification.permission;
    if (permission !== "granted") {
      toast({
        variant: "destructive",
        title: NOTIFICATIONS_TAB.browserBlockedTitle,
        description: NOTIFICATIONS_TAB.browserBlockedText,
      });
      return;
    }
    change({ browserNotifications: true });
  }

  return (
    <AdminCard>
      <TabHeading title={NOTIFICATIONS_TAB.title} text={NOTIFICATIONS_TAB.text} />
      <div className="grid gap-3">
        <SwitchRow
          label={NOTIFICATIONS_TAB.toast}
          hint={NOTIFICATIONS_TAB.toastHint}
          checked={preferences.newOrderToast}
          disabled={save.isPending}
          onChange={(on) => change({ newOrderToast: on })}
        />
        <SwitchRow
          label={NOTIFICATIONS_TAB.sound}
          hint={NOTIFICATIONS_TAB.soundHint}
          checked={preferences.sound}
          disabled={save.isPending}
          onChange={(on) => change({ sound: on })}
        />
        <SwitchRow
          label={NOTIFICATIONS_TAB.browser}
          hint={notificationsSupported ? NOTIFICATIONS_TAB.browserHint : NOTIFICATIONS_TAB.browserUnsupported}
          checked={preferences.browserNotifications && notificationsSupported}
          disabled={!notificationsSupported || save.isPending}
          onChange={(on) => void setBrowser(on)}
        />
      </div>
    </AdminCard>
  );
}
