import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import {
  alternateDescriptionInputSchema,
  type AlternateDescription,
  type AlternateDescriptionInput,
} from "../../../contracts/admin-settings";
import { Button } from "../../components/ui/button";
import { DialogFooter } from "../../components/ui/dialog";
import { AdminDialog } from "../components/admin-dialog";
import { ConfirmDialog } from "../components/confirm-dialog";
import { TextAreaField, TextField } from "../../components/ui/form-field";
import { LoadFailedMessage } from "../../components/ui/state-message";
import { toast } from "../../lib/ui/use-toast";
import { AdminCard } from "../components/admin-page";
import { COMMON, DESCRIPTIONS_TAB, SETTINGS_FAILURES } from "./settings-strings";
import { failureToast } from "../components/failure-toast";
import { FormCard, Switch, SwitchRow, TabHeading } from "./settings-ui";
import { useContractForm, type ContractForm } from "../components/use-contract-form";
import { TabSpinner } from "./store-tab";
import {
  useAlternateDescriptions,
  useCreateDescription,
  useDeleteDescription,
  useUpdateDescription,
} from "./use-settings";

const EMPTY: AlternateDescriptionInput = { title: "", description: "", isActive: true };

/** One description form (new or edit): "Validation error" for a blank field, beside it and as a toast. */
function useDescriptionForm(defaultValues: AlternateDescriptionInput, failureTitle: string) {
  return useContractForm(alternateDescriptionInputSchema, {
    defaultValues,
    failureTitle,
    onInvalid: () =>
      toast({
        variant: "destructive",
        title: SETTINGS_FAILURES.validation,
        description: DESCRIPTIONS_TAB.requiredText,
      }),
  });
}

export function AlternateDescriptionsTab() {
  const query = useAlternateDescriptions();
  return (
    <div className="grid gap-5 xl:grid-cols-[2fr_3fr] xl:items-start">
      <NewDescriptionCard />
      <AdminCard>
        <TabHeading title={DESCRIPTIONS_TAB.listTitle} />
        {query.isPending ? (
          <TabSpinner />
        ) : query.isError ? (
          <LoadFailedMessage
            what={DESCRIPTIONS_TAB.loadFailed}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : query.data.length === 0 ? (
          <p className="text-sm text-ink-muted">{DESCRIPTIONS_TAB.empty}</p>
        ) : (
          <ul className="grid gap-3">
            {query.data.map((item) => (
              <DescriptionItem key={item.id} item={item} />
            ))}
          </ul>
        )}
      </AdminCard>
    </div>
  );
}

function DescriptionFields({ form }: { form: ContractForm<AlternateDescriptionInput> }) {
  return (
    <>
      <TextField label={DESCRIPTIONS_TAB.title} {...form.field("title")} />
      <TextAreaField label={DESCRIPTIONS_TAB.description} {...form.field("description")} rows={5} />
      <SwitchRow
        label={DESCRIPTIONS_TAB.active}
        checked={form.watch("isActive") === true}
        onChange={(on) => form.setValue("isActive", on, { shouldDirty: true })}
      />
    </>
  );
}

function NewDescriptionCard() {
  const form = useDescriptionForm(EMPTY, SETTINGS_FAILURES.createDescription);
  const create = useCreateDescription();
  const submit = form.submitWith(create.mutateAsync, (created) => {
    form.reset(EMPTY);
    toast({ title: DESCRIPTIONS_TAB.createdTitle, description: created.title });
  });

  return (
    <FormCard
      title={DESCRIPTIONS_TAB.newTitle}
      text={DESCRIPTIONS_TAB.text}
      onSubmit={submit}
      saving={form.formState.isSubmitting}
      save={DESCRIPTIONS_TAB.create}
      busy={DESCRIPTIONS_TAB.creating}
    >
      <DescriptionFields form={form} />
    </FormCard>
  );
}

function DescriptionItem({ item }: { item: AlternateDescription }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const update = useUpdateDescription();
  // Set in the click itself: the mutation's pending state arrives a tick later, and until then React would
  // put the controlled switch back where it was.
  const [switching, setSwitching] = useState<boolean | null>(null);

  function toggle(isActive: boolean) {
    setSwitching(isActive);
    update.mutate(
      { id: item.id, title: item.title, description: item.description, isActive },
      {
        onSuccess: () => toast({ title: DESCRIPTIONS_TAB.updatedTitle, description: item.title }),
        onError: (error) => failureToast(SETTINGS_FAILURES.updateDescription, error),
        onSettled: () => setSwitching(null),
      },
    );
  }

  return (
    <li className="grid gap-2 rounded-xl border border-line p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h3 className="font-semibold break-words text-ink">{item.title}</h3>
          <p className="text-sm leading-6 break-words whitespace-pre-line text-ink-muted">{item.description}</p>
        </div>
        <Switch
          label={DESCRIPTIONS_TAB.toggleLabel(item.title)}
          // The switch moves at once; the saved row replaces it when the server answers.
          checked={switching ?? item.isActive}
          disabled={update.isPending}
          onChange={toggle}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          {DESCRIPTIONS_TAB.edit}
          <span className="sr-only">{` ${item.title}`}</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" />
          {DESCRIPTIONS_TAB.delete}
          <span className="sr-only">{` ${item.title}`}</span>
        </Button>
      </div>
      <EditDialog item={item} open={editing} onOpenChange={setEditing} />
      <DeleteDialog item={item} open={deleting} onOpenChange={setDeleting} />
    </li>
  );
}

/** A dialog about one description, opened from its row. */
type ItemDialogProps = { item: AlternateDescription; open: boolean; onOpenChange: (open: boolean) => void };

function EditDialog({ item, open, onOpenChange }: ItemDialogProps) {
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={DESCRIPTIONS_TAB.editTitle}
      text={DESCRIPTIONS_TAB.text}
    >
      {open ? <EditForm item={item} onDone={() => onOpenChange(false)} /> : null}
    </AdminDialog>
  );
}

function EditForm({ item, onDone }: { item: AlternateDescription; onDone: () => void }) {
  const form = useDescriptionForm(
    { title: item.title, description: item.description, isActive: item.isActive },
    SETTINGS_FAILURES.updateDescription,
  );
  const update = useUpdateDescription();
  const submit = form.submitWith(
    (values) => update.mutateAsync({ id: item.id, ...values }),
    (saved) => {
      toast({ title: DESCRIPTIONS_TAB.updatedTitle, description: saved.title });
      onDone();
    },
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DescriptionFields form={form} />
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          {COMMON.cancel}
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? COMMON.saving : COMMON.save}
        </Button>
      </DialogFooter>
    </form>
  );
}

function DeleteDialog({ item, open, onOpenChange }: ItemDialogProps) {
  const remove = useDeleteDescription();
  function confirm() {
    remove.mutate(item.id, {
      onSuccess: () => {
        onOpenChange(false);
        toast({ title: DESCRIPTIONS_TAB.deletedTitle, description: item.title });
      },
      onError: (error) => failureToast(SETTINGS_FAILURES.deleteDescription, error),
    });
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={DESCRIPTIONS_TAB.deleteTitle}
      text={DESCRIPTIONS_TAB.deleteText(item.title)}
      cancel={COMMON.cancel}
      confirm={remove.isPending ? DESCRIPTIONS_TAB.deleting : DESCRIPTIONS_TAB.delete}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
