import { useEffect } from "react";

const APP_NAME = "Drop";

/** Screen readers announce the new title after a client-side navigation, so every page sets one. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : `${APP_NAME} — curated fashion drops`;
  }, [title]);
}
