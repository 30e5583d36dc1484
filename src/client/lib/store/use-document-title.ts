import { useEffect } from "react";
import { pageTitle } from "./page-title";
import { useStoreName } from "./use-store-settings";

/** Screen readers announce the new title after a client-side navigation, so every page sets one. */
export function useDocumentTitle(title: string | undefined): void {
  const storeName = useStoreName();
  useEffect(() => {
    document.title = pageTitle(title, storeName);
  }, [title, storeName]);
}
