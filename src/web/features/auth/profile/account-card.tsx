import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { changeNameSchema } from "../../../../shared/schemas/auth";
import { FormField } from "../../../components/forms/form-field";
import { Button } from "../../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../../components/ui/card";
import { useUnsavedChanges } from "../../../components/unsaved-changes";
import { notify } from "../../../lib/toast";
import type { Me } from "../api/session";
import { type ChangeNameInput, useUpdateName } from "./api/update-name";

/** Name and email; the name can be changed here, the email is the sign-in address. */
export function AccountCard({ me }: { me: Me }) {
  const updateName = useUpdateName();
  const form = useForm<ChangeNameInput>({
    resolver: zodResolver(changeNameSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { name: me.user.name },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChanges(isDirty, "your name");

  const submit = form.handleSubmit(async (values) => {
    try {
      await updateName.mutateAsync(values);
      form.reset({ name: values.name });
      notify.success("Name updated");
    } catch (error) {
      notify.error("Name not updated", {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Account</CardTitle>
        <CardDescription>The name and email address of your Sole account.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-6">
        <dl className="grid gap-4 text-sm">
          <div className="min-w-0">
            <dt className="text-muted-foreground">Email</dt>
            <dd className="mt-1 break-words font-medium">
              {me.user.isAnonymous ? "Demo account (no email yet)" : me.user.email}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-muted-foreground">Business</dt>
            <dd className="mt-1 break-words font-medium">{me.business.name}</dd>
          </div>
        </dl>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField
            id="profile-name"
            label="Name"
            autoComplete="name"
            registration={form.register("name")}
            error={errors.name}
          />
          <div>
            <Button type="submit" disabled={isSubmitting || !isDirty}>
              {isSubmitting ? "Saving..." : "Save name"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
