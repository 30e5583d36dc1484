import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Bell, BellRing, LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "./ui/button";
import { cn } from "../lib/ui/cn";
import { isSignInRequired } from "../lib/session/sign-in-required";
import { currentUserQuery, useCurrentUser } from "../lib/session/use-current-user";
import { toast } from "../lib/ui/use-toast";
import { addReminders, remindersQuery, removeReminders } from "../lib/push/drop-alerts-queries";
import { DROP_ALERT_STRINGS as S } from "../lib/push/drop-alerts-strings";
import type { PushOutcome } from "../lib/push/enable-push";

export interface RemindMeProps {
  /** One product, or every product of the coming-soon panel's release moment. */
  productIds: readonly number[];
  /** A visitor's tap, or one the server refused for want of a session: the page opens Login Required. */
  onSignInRequired: () => void;
  /** Names the product in the buttons where several are on one screen (the wishlist). */
  itemName?: string;
  /**
   * The visitor tapped Remind me, signed in and came back: set it once the reminders say it is not, if this
   * browser already allows notifications; else say that one more tap finishes it (the permission is asked only
   * in a tap).
   */
  addOnSignIn?: boolean;
  /** On the coming-soon panel's coloured card. */
  inverse?: boolean;
  /** The product page's bottom bar: the button spans it, as Order Now does. */
  wide?: boolean;
  className?: string;
}

type Notice = Exclude<PushOutcome, "subscribed"> | "set" | null;

/**
 * "Remind me" on something still to come, and "Reminder set" with Remove once asked. The tap is what
 * asks the browser's permission (enable-push.ts, fetched then: the page never carries it); a refusal is said
 * in words below the button, and the next tap does not ask again.
 */
export function RemindMe({
  productIds,
  onSignInRequired,
  addOnSignIn = false,
  itemName,
  inverse,
  wide,
  className,
}: RemindMeProps) {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  // Unknown (undefined) while the user loads.
  const signedIn = user.isPending ? undefined : Boolean(user.data);
  const reminders = useQuery({ ...remindersQuery, enabled: signedIn === true });
  const [notice, setNotice] = useState<Notice>(null);
  // A tap before the shop knows who is here is kept, and answered as soon as it does (still within the tap's
  // user activation, which the browser's permission question needs).
  const [tapWaiting, setTapWaiting] = useState(false);
  const several = productIds.length > 1;

  const onError = (error: Error, title: string) => {
    if (isSignInRequired(error)) onSignInRequired();
    else toast({ title, description: error.message, variant: "destructive" });
  };
  const add = useMutation({
    mutationFn: async () => {
      const { enablePush } = await import("../lib/push/enable-push");
      const outcome = await enablePush();
      if (outcome !== "subscribed") return outcome;
      queryClient.setQueryData(remindersQuery.queryKey, await addReminders(productIds));
      return "set" as const;
    },
    onSuccess: setNotice,
    onError: (error) => onError(error, S.failed),
  });
  const remove = useMutation({
    mutationFn: () => removeReminders(productIds),
    onSuccess: (answer) => {
      queryClient.setQueryData(remindersQuery.queryKey, answer);
      setNotice(null);
    },
    onError: (error) => onError(error, S.removeFailed),
  });

  async function answerOnceTheUserIsKnown() {
    setTapWaiting(true);
    try {
      const user = await queryClient.ensureQueryData(currentUserQuery);
      if (user) add.mutate();
      else onSignInRequired();
    } catch (error) {
      onError(error as Error, S.failed);
    } finally {
      setTapWaiting(false);
    }
  }

  const asked = reminders.data?.productIds;
  const reminded = asked !== undefined && productIds.length > 0 && productIds.every((id) => asked.includes(id));

  const remindButton = useRef<HTMLButtonElement>(null);
  const resumed = useRef(false);
  const { mutate: addReminder } = add;
  const finishByTap = addOnSignIn && signedIn === true && asked !== undefined && !reminded && !notificationsAllowed();
  useEffect(() => {
    if (!addOnSignIn || resumed.current || signedIn !== true || asked === undefined || reminded) return;
    resumed.current = true;
    if (notificationsAllowed()) addReminder();
    else {
      // In the middle of the screen: at the bottom, the product page's Order Now bar would cover it.
      remindButton.current?.scrollIntoView({ block: "center" });
      remindButton.current?.focus({ preventScroll: true });
    }
  }, [addOnSignIn, signedIn, asked, reminded, addReminder]);
  const busy = add.isPending || remove.isPending || (signedIn === true && reminders.isPending);
  const adding = add.isPending || tapWaiting;
  const named = (label: string) => (itemName ? `${label}: ${itemName}` : undefined);
  const noticeText =
    notice === "refused"
      ? S.refused
      : notice === "unsupported"
        ? S.unsupported
        : reminded && notice === "set"
          ? several
            ? S.reminderSetAllText
            : S.reminderSetText
          : finishByTap && !add.isPending
            ? S.finishAfterSignIn
            : "";

  return (
    <div className={cn("grid gap-2", className)}>
      {reminded ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span
            className={cn(
              "inline-flex items-center gap-1.5 text-sm font-semibold",
              inverse ? "text-accent-soft" : "text-primary",
            )}
          >
            <BellRing aria-hidden="true" className="size-4" />
            {S.reminderSet}
          </span>
          <Button
            variant={inverse ? "ghost" : "secondary"}
            size="sm"
            aria-label={named(S.removeReminder)}
            aria-busy={remove.isPending || undefined}
            disabled={busy}
            className={cn("relative z-10", inverse && "text-primary-foreground underline hover:text-ink")}
            onClick={() => remove.mutate()}
          >
            {S.removeReminder}
          </Button>
        </div>
      ) : (
        <Button
          ref={remindButton}
          variant={inverse ? "secondary" : "primary"}
          size={itemName ? "sm" : wide ? "lg" : "md"}
          fullWidth={wide}
          aria-label={named(S.remindMe)}
          aria-busy={adding || undefined}
          // Not disabled while the user loads: the tap is kept and answered as soon as the user is known.
          disabled={adding || remove.isPending}
          className={cn("relative z-10 justify-self-start", inverse && "justify-self-center")}
          onClick={() => {
            if (adding || remove.isPending) return;
            if (signedIn === undefined) void answerOnceTheUserIsKnown();
            else if (!signedIn) onSignInRequired();
            else add.mutate();
          }}
        >
          {adding ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Bell aria-hidden="true" />}
          {/* "Asking your browser…" only once it is: a tap waiting for the user keeps its label. */}
          {add.isPending ? S.asking : several ? S.remindAll : S.remindMe}
        </Button>
      )}
      <p
        role="status"
        className={cn(
          "text-sm leading-5 empty:hidden",
          inverse ? "text-white/90" : notice === "refused" || notice === "unsupported" ? "text-ink" : "text-ink-muted",
        )}
      >
        {noticeText}
      </p>
    </div>
  );
}

/** Whether this browser already lets the shop notify: then setting a reminder asks nothing. */
function notificationsAllowed(): boolean {
  return typeof Notification !== "undefined" && Notification.permission === "granted";
}
