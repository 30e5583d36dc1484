import { useDocumentTitle } from "../lib/use-document-title";

/**
 * Entry of the back office, loaded with React.lazy so shoppers never download it. Routes under /admin
 * are relative to this component (it is mounted with wouter's `nest`). Placeholder until the admin issues land.
 */
export function AdminApp() {
  useDocumentTitle("Admin");
  return (
    <div className="min-h-dvh bg-surface">
      <main className="mx-auto max-w-5xl px-6 py-10">
        <h1 className="font-display text-3xl font-semibold text-ink">Admin</h1>
      </main>
    </div>
  );
}
