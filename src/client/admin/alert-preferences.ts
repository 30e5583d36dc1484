import { useCallback, useSyncExternalStore } from "react";

/**
 * The two optional extras of the live admin alerts, both off by default. Kept in this browser for now
 * (two booleans, nothing sensitive); the Notifications settings tab will move them to the server.
 */
export interface AlertPreferences {
  /** A short beep on every new order. */
  sound: boolean;
  /** A system notification for a new order while the back office's tab is hidden. */
  notify: boolean;
}

const STORAGE_KEY = "drop-admin-alert-preferences";
const DEFAULTS: AlertPreferences = { sound: false, notify: false };

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: AlertPreferences } | null = null;

function readRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be disabled (private modes, policies): the defaults apply.
    return null;
  }
}

/** Only the two known booleans are taken from storage; anything else there is ignored. */
export function parseAlertPreferences(raw: string | null): AlertPreferences {
  if (!raw) return DEFAULTS;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return DEFAULTS;
    const { sound, notify } = value as Record<string, unknown>;
    return { sound: sound === true, notify: notify === true };
  } catch {
    return DEFAULTS;
  }
}

export function getAlertPreferences(): AlertPreferences {
  const raw = readRaw();
  // The same object while storage is unchanged, as useSyncExternalStore requires.
  if (!cached || cached.raw !== raw) cached = { raw, value: parseAlertPreferences(raw) };
  return cached.value;
}

export function setAlertPreferences(next: AlertPreferences): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ sound: next.sound, notify: next.notify }));
  } catch {
    // Not stored: the choice lasts until the page is left.
    cached = { raw: null, value: next };
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the back office changed them.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useAlertPreferences(): [AlertPreferences, (change: Partial<AlertPreferences>) => void] {
  const preferences = useSyncExternalStore(subscribe, getAlertPreferences, () => DEFAULTS);
  const update = useCallback((change: Partial<AlertPreferences>) => {
    setAlertPreferences({ ...getAlertPreferences(), ...change });
  }, []);
  return [preferences, update];
}
