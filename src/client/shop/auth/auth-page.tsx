import { ArrowLeft, MousePointerClick, Sparkles, type LucideIcon } from "lucide-react";
import { Link, Redirect, useLocation, useSearch } from "wouter";
import { safeReturnPath } from "../../../domain/return-path";
import { BrandMark } from "../../components/ui/app-header";
import { Button, buttonClassName } from "../../components/ui/button";
import { PageShell } from "../../components/ui/page-shell";
import { PageSpinner, Spinner } from "../../components/ui/spinner";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { useDocumentTitle } from "../../lib/store/use-document-title";
import { useStoreName } from "../../lib/store/use-store-settings";
import { DevSignInForm } from "./dev-sign-in-form";
import { useAuthProviders } from "../../lib/session/use-auth-providers";

const SELLING_POINTS: { icon: LucideIcon; text: string }[] = [
  { icon: Sparkles, text: "Curated products just for you" },
  { icon: MousePointerClick, text: "Order with a single tap" },
];

// Three looks from the demo catalog, fanned out like cards: decoration only, so alt="" everywhere.
const HERO_IMAGES = [
  "/demo/products/lavender-organza-anarkali-1.svg",
  "/demo/products/emerald-banarasi-saree-1.svg",
  "/demo/products/coral-ikat-cotton-kurta-1.svg",
];

/** The OIDC sign-in is a browser navigation: the server redirects to the provider and back to `next`. */
const GOOGLE_SIGN_IN_PATH = "/api/auth/google";
export const GOOGLE_NOT_CONFIGURED = "Google sign-in is not configured on this shop.";

/** Where the shopper was when sign-in was asked for (`/auth?next=/product/12`), checked; else home. */
function useReturnPath(): string {
  return safeReturnPath(new URLSearchParams(useSearch()).get("next"));
}

export function AuthPage() {
  useDocumentTitle("Sign In");
  const { data: user, isPending } = useCurrentUser();
  const returnTo = useReturnPath();

  if (user) return <Redirect to={returnTo} replace />;
  // Checking the session first avoids flashing the sign-in screen at someone who is already signed in.
  if (isPending) {
    return (
      <PageShell>
        <PageSpinner />
      </PageShell>
    );
  }
  return <SignInScreen />;
}

function SignInScreen() {
  const [, navigate] = useLocation();
  const storeName = useStoreName();
  const returnTo = useReturnPath();

  return (
    <PageShell mainClassName="pt-4">
      <Link href="/" className="-ml-1 flex w-fit items-center gap-1.5 rounded-full px-1 py-1">
        <BrandMark />
        <span className="font-display text-xl font-semibold tracking-tight text-primary">{storeName}</span>
      </Link>

      <HeroFan />

      <h1 className="mt-6 text-center font-display text-[2rem] leading-[1.1] font-semibold tracking-tight text-balance text-ink">
        Discover Fashion You'll Love
      </h1>
      <p className="mx-auto mt-3 max-w-xs text-center text-[0.9375rem] leading-6 text-ink-muted">
        Curated Indian ethnic wear in time-limited drops, shipped from Singapore.
      </p>

      {/* The way in comes before the selling points, so a phone shows it without scrolling (decision 016). */}
      <div className="mt-7 grid gap-4">
        <SignInOptions returnTo={returnTo} onSignedIn={() => navigate(returnTo, { replace: true })} />
      </div>

      <ul className="mx-auto mt-7 grid w-full max-w-xs gap-2.5">
        {SELLING_POINTS.map(({ icon: Icon, text }) => (
          <li
            key={text}
            className="flex items-center gap-3 rounded-2xl border border-line bg-card px-4 py-3 text-[0.9375rem] font-medium text-ink shadow-sm shadow-ink/[0.03]"
          >
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-accent-soft text-accent-ink">
              <Icon aria-hidden="true" className="size-[1.125rem]" />
            </span>
            {text}
          </li>
        ))}
      </ul>

      <div className="mt-auto pt-6">
        <Link href="/" className={buttonClassName({ variant: "ghost", fullWidth: true })}>
          <ArrowLeft aria-hidden="true" />
          Back to Discover
        </Link>
      </div>
    </PageShell>
  );
}

function SignInOptions({ returnTo, onSignedIn }: { returnTo: string; onSignedIn: () => void }) {
  const providers = useAuthProviders();

  if (providers.isPending) {
    return (
      <div className="grid h-12 place-items-center">
        <Spinner size="sm" label="Loading sign-in options" />
      </div>
    );
  }

  // If the question itself failed, offer the usual way in: the server has the final word.
  const { google, dev } = providers.data ?? { google: true, dev: false };

  // "Continue with Google" is always there. Without a provider it says why it cannot work,
  // and the sign-in that does work comes first, above the fold on a phone (docs/decisions/016).
  const googleButton = google ? (
    <a
      href={returnTo === "/" ? GOOGLE_SIGN_IN_PATH : `${GOOGLE_SIGN_IN_PATH}?next=${encodeURIComponent(returnTo)}`}
      className={buttonClassName({ size: "lg", fullWidth: true })}
    >
      <GoogleMark />
      Continue with Google
    </a>
  ) : (
    <div className="grid gap-2">
      <Button size="lg" fullWidth disabled aria-describedby="google-unavailable">
        <GoogleMark />
        Continue with Google
      </Button>
      <p id="google-unavailable" className="text-center text-sm text-ink-muted">
        {GOOGLE_NOT_CONFIGURED}
      </p>
    </div>
  );
  const devForm = dev ? <DevSignInForm onSignedIn={onSignedIn} primary={!google} /> : null;
  return google ? (
    <>
      {googleButton}
      {devForm}
    </>
  ) : (
    <>
      {devForm}
      {googleButton}
    </>
  );
}

function HeroFan() {
  return (
    <div aria-hidden="true" className="relative mx-auto mt-4 h-44 w-full max-w-xs">
      <div className="absolute inset-x-6 top-8 bottom-0 rounded-full bg-accent/25 blur-3xl" />
      {HERO_IMAGES.map((src, index) => (
        <img
          key={src}
          src={src}
          alt=""
          width={600}
          height={800}
          decoding="async"
          className={
            "absolute top-1 left-1/2 h-40 w-auto rounded-2xl border-4 border-card object-cover shadow-xl shadow-ink/20 " +
            [
              "-translate-x-[112%] translate-y-4 -rotate-[9deg]",
              "z-10 -translate-x-1/2",
              "translate-x-[12%] translate-y-4 rotate-[9deg]",
            ][index]
          }
        />
      ))}
    </div>
  );
}

/** Google's "G", on a white chip so its colours hold on the plum button. */
function GoogleMark() {
  return (
    <span aria-hidden="true" className="grid size-7 place-items-center rounded-full bg-white">
      <svg viewBox="0 0 48 48" className="size-[1.05rem]!">
        <path
          fill="#EA4335"
          d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
        />
        <path
          fill="#4285F4"
          d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
        />
        <path
          fill="#FBBC05"
          d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
        />
        <path
          fill="#34A853"
          d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
        />
      </svg>
    </span>
  );
}
