/** "Kurta · Chanderi Lane": a page's title and the store's name, the same in the browser and on the server. */
export function pageTitle(title: string | undefined, storeName: string): string {
  return title ? `${title} · ${storeName}` : `${storeName} — curated fashion drops`;
}
