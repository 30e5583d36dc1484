import { KeyRound, LoaderCircle, ShieldCheck, ShieldOff } from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";
import type { TwoFactorSetup } from "../../../contracts/admin";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { LoadFailedMessage } from "../../components/ui/state-message";
import { AdminCard } from "../components/admin-page";
import { failureToast } from "../components/failure-toast";
import { SECURITY } from "../strings";
import { PasswordForm } from "./password-form";
import { RecoveryCodes } from "./recovery-codes";
import { DisableTwoFactor } from "./two-factor-disable";
import { ScanAndVerify } from "./two-factor-verify";
import { useStartTwoFactorSetup, useTwoFactorStatus } from "./use-security";

/** Two-factor (set up, verify, recovery codes, turn off) and the password change that needs it. */
export function SecurityTab() {
  const status = useTwoFactorStatus();
  const twoFactorCard = useRef<HTMLDivElement>(null);

  if (status.isPending) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner size="lg" />
      </div>
    );
  }
  if (status.isError) {
    return (
      <LoadFailedMessage
        what={SECURITY.loadFailed}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  }
  return (
    <div className="grid max-w-3xl gap-5">
      <div ref={twoFactorCard}>
        <TwoFactorCard enabled={status.data.enabled} recoveryCodesRemaining={status.data.recoveryCodesRemaining} />
      </div>
      <PasswordCard
        twoFactorEnabled={status.data.enabled}
        onLeadToTwoFactor={() => {
          const card = twoFactorCard.current;
          card?.scrollIntoView({ behavior: "smooth", block: "start" });
          card?.querySelector<HTMLButtonElement>("button")?.focus({ preventScroll: true });
        }}
      />
    </div>
  );
}

type TwoFactorStep = { kind: "idle" } | { kind: "scan"; setup: TwoFactorSetup } | { kind: "codes"; codes: string[] };

function TwoFactorCard({ enabled, recoveryCodesRemaining }: { enabled: boolean; recoveryCodesRemaining: number }) {
  const [step, setStep] = useState<TwoFactorStep>({ kind: "idle" });
  const start = useStartTwoFactorSetup();

  function beginSetup() {
    start.mutate(undefined, {
      onSuccess: (setup) => setStep({ kind: "scan", setup }),
      onError: (error) => failureToast(SECURITY.setupFailed, error),
    });
  }

  return (
    <SecurityCard
      icon={
        enabled ? (
          <ShieldCheck aria-hidden="true" className="size-6" />
        ) : (
          <ShieldOff aria-hidden="true" className="size-6" />
        )
      }
      iconClassName={enabled ? "bg-primary-soft text-success" : "bg-accent-soft text-accent-ink"}
      title={SECURITY.twoFactorTitle}
      lines={
        <>
          <p className="text-sm leading-6 text-ink-muted">{enabled ? SECURITY.twoFactorOn : SECURITY.twoFactorOff}</p>
          {enabled && step.kind !== "codes" ? (
            <p className="text-sm text-ink-muted">{SECURITY.recoveryLeft(recoveryCodesRemaining)}</p>
          ) : null}
        </>
      }
    >
      {step.kind === "scan" ? (
        <ScanAndVerify
          setup={step.setup}
          onCancel={() => setStep({ kind: "idle" })}
          onVerified={(codes) => setStep({ kind: "codes", codes })}
        />
      ) : step.kind === "codes" ? (
        <RecoveryCodes codes={step.codes} onDone={() => setStep({ kind: "idle" })} />
      ) : enabled ? (
        <DisableTwoFactor />
      ) : (
        <div>
          <Button onClick={beginSetup} disabled={start.isPending}>
            {start.isPending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <KeyRound aria-hidden="true" />
            )}
            {start.isPending ? SECURITY.settingUp : SECURITY.setUp}
          </Button>
        </div>
      )}
    </SecurityCard>
  );
}

function PasswordCard({
  twoFactorEnabled,
  onLeadToTwoFactor,
}: {
  twoFactorEnabled: boolean;
  onLeadToTwoFactor: () => void;
}) {
  return (
    <SecurityCard
      icon={<KeyRound aria-hidden="true" className="size-6" />}
      iconClassName="bg-primary-soft text-primary"
      title={SECURITY.passwordTitle}
      lines={
        twoFactorEnabled ? null : <p className="text-sm leading-6 text-ink-muted">{SECURITY.passwordNeedsTwoFactor}</p>
      }
    >
      {twoFactorEnabled ? (
        <PasswordForm />
      ) : (
        <div>
          <Button variant="secondary" onClick={onLeadToTwoFactor}>
            <ShieldCheck aria-hidden="true" />
            {SECURITY.leadToTwoFactor}
          </Button>
        </div>
      )}
    </SecurityCard>
  );
}

/** One of the tab's cards: a group named by its heading, with an icon and a line or two under it. */
function SecurityCard({
  icon,
  iconClassName,
  title,
  lines,
  children,
}: {
  icon: ReactNode;
  iconClassName: string;
  title: string;
  lines: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <AdminCard>
      <div role="group" aria-labelledby={headingId} className="grid gap-4">
        <div className="flex items-start gap-3">
          <span className={`grid size-11 shrink-0 place-items-center rounded-full ${iconClassName}`}>{icon}</span>
          <div className="grid gap-1">
            <h2 id={headingId} className="font-display text-xl font-semibold text-ink">
              {title}
            </h2>
            {lines}
          </div>
        </div>
        {children}
      </div>
    </AdminCard>
  );
}
