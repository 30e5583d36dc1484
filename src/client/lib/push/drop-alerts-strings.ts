import type { DropAlertMode } from "../../../contracts/push";

/** Every word the shop's drop alerts show: the Remind me control and the profile's "Drop alerts". */
export const DROP_ALERT_STRINGS = {
  remindMe: "Remind me",
  remindAll: "Remind me when they launch",
  reminderSet: "Reminder set",
  removeReminder: "Remove reminder",
  reminderSetText: "We'll send you a notification the moment it goes live.",
  reminderSetAllText: "We'll send you a notification the moment they go live.",
  asking: "Asking your browser…",
  finishAfterSignIn: "You're signed in. Tap Remind me to turn on notifications for this drop.",
  refused:
    "Notifications are blocked for this shop, so we can't remind you. To get reminders, allow notifications for this site in your browser's settings, then try again.",
  unsupported: "This browser can't show notifications from the shop, so reminders can't reach you here.",
  browserFailed: "Your browser couldn't turn on notifications just now. Please try again in a moment.",
  failed: "Couldn't set the reminder",
  removeFailed: "Couldn't remove the reminder",
  sectionTitle: "Drop alerts",
  sectionText: "Which new drops we send you a notification about.",
  saved: "Drop alerts saved",
  saveFailed: "Couldn't save your drop alerts",
} as const;

/** The three choices of "Drop alerts", in the order shown; "asked" is the default. */
export const DROP_ALERT_CHOICES: readonly { mode: DropAlertMode; label: string; hint: string }[] = [
  { mode: "all", label: "Every drop", hint: "A notification whenever new products go live." },
  { mode: "asked", label: "Only what I asked for", hint: "Only the products you tapped Remind me on." },
  { mode: "off", label: "Off", hint: "No drop notifications." },
];
