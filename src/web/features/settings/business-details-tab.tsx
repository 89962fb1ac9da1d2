import { zodResolver } from "@hookform/resolvers/zod";
import { ImageUp, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { formatSortCode } from "../../../shared/bank-details";
import {
  type BusinessDetails,
  type BusinessDetailsInput,
  type BusinessDetailsResponse,
  businessDetailsSchema,
  LOGO_MAX_BYTES,
  logoMessages,
} from "../../../shared/schemas/settings";
import { FormField } from "../../components/forms/form-field";
import { Button } from "../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card";
import { FieldMessage, Label, Textarea } from "../../components/ui/input";
import { PageSpinner } from "../../components/ui/spinner";
import { useUnsavedChanges } from "../../components/unsaved-changes";
import { ApiError } from "../../lib/api";
import { notify } from "../../lib/toast";
import {
  useBusinessDetails,
  useRemoveLogo,
  useSaveBusinessDetails,
  useUploadLogo,
} from "./api/business-details";
import { BankDetailsFields } from "./bank-details-fields";
import { VatStatusField } from "./vat-status-field";

const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"];

function toForm(d: BusinessDetailsResponse): BusinessDetailsInput {
  const { hasLogo: _h, logoVersion: _v, ...details } = d;
  return { ...details, bankSortCode: formatSortCode(details.bankSortCode) };
}

/** An upload error as SPEC §8's title and description. */
function notifyUploadError(error: unknown) {
  if (error instanceof ApiError && error.code === "file_too_large") {
    notify.error(logoMessages.tooLarge.title, { description: logoMessages.tooLarge.description });
  } else if (error instanceof ApiError && error.code === "invalid_file_type") {
    notify.error(logoMessages.invalidType.title, {
      description: logoMessages.invalidType.description,
    });
  } else {
    notify.error("Logo not uploaded", {
      description: error instanceof Error ? error.message : undefined,
    });
  }
}

function LogoField({ details }: { details: BusinessDetailsResponse }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo();
  const remove = useRemoveLogo();

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    if (file.size >= LOGO_MAX_BYTES) {
      notify.error(logoMessages.tooLarge.title, { description: logoMessages.tooLarge.description });
      return;
    }
    if (!file.type.startsWith("image/") || !IMAGE_TYPES.includes(file.type)) {
      notify.error(logoMessages.invalidType.title, {
        description: logoMessages.invalidType.description,
      });
      return;
    }
    try {
      await upload.mutateAsync(file);
      notify.success("Logo uploaded");
    } catch (error) {
      notifyUploadError(error);
    }
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor="business-logo">Logo</Label>
      <div className="flex items-center gap-4">
        <div className="flex size-20 shrink-0 sm:size-24 items-center justify-center overflow-hidden rounded-lg border bg-muted">
          {details.hasLogo ? (
            <img
              src={`/api/settings/business/logo?v=${details.logoVersion ?? ""}`}
              alt="Business logo"
              className="size-full object-contain"
            />
          ) : (
            <ImageUp aria-hidden className="size-8 text-muted-foreground" />
          )}
        </div>
        <div className="grid min-w-0 gap-2">
          <input
            ref={input}
            id="business-logo"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              disabled={upload.isPending}
              onClick={() => input.current?.click()}
            >
              <ImageUp aria-hidden />
              {upload.isPending ? "Uploading..." : details.hasLogo ? "Change logo" : "Upload logo"}
            </Button>
            {details.hasLogo ? (
              <Button
                type="button"
                variant="ghost"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () => notify.success("Logo removed"),
                    onError: (e) => notify.error("Logo not removed", { description: e.message }),
                  })
                }
              >
                <Trash2 aria-hidden />
                Remove logo
              </Button>
            ) : null}
          </div>
          <p className="text-sm text-muted-foreground">PNG, JPEG or WebP, less than 2MB.</p>
        </div>
      </div>
    </div>
  );
}

function BusinessDetailsForm({ details }: { details: BusinessDetailsResponse }) {
  const save = useSaveBusinessDetails();
  const form = useForm<BusinessDetailsInput, unknown, BusinessDetails>({
    resolver: zodResolver(businessDetailsSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: toForm(details),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedChanges(isDirty, "your business details");

  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toForm(details));
  }, [details, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(toForm(saved));
      notify.success("Business details saved");
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          form.setError(field as keyof BusinessDetailsInput, { message });
        }
      }
      notify.error("Business details not saved", {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <LogoField details={details} />
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          id="business-name"
          label="Business name"
          autoComplete="organization"
          registration={form.register("businessName")}
          error={errors.businessName}
        />
        <FormField
          id="business-email"
          label="Email"
          type="email"
          autoComplete="email"
          registration={form.register("email")}
          error={errors.email}
        />
        <FormField
          id="business-phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          registration={form.register("phone")}
          error={errors.phone}
        />
        <FormField
          id="business-website"
          label="Website"
          autoComplete="url"
          registration={form.register("website")}
          error={errors.website}
        />
        <FormField
          id="business-margin"
          label="Profit margin (%)"
          type="number"
          min={0}
          max={100}
          step="0.1"
          inputMode="decimal"
          registration={form.register("margin", { valueAsNumber: true })}
          error={errors.margin}
        />
        <div className="grid gap-2 md:col-span-2">
          <Label htmlFor="business-address">Address</Label>
          <Textarea
            id="business-address"
            rows={3}
            autoComplete="street-address"
            aria-invalid={errors.address ? true : undefined}
            {...form.register("address")}
          />
          <FieldMessage>{errors.address?.message}</FieldMessage>
        </div>
      </div>
      <VatStatusField form={form} />
      <BankDetailsFields form={form} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}

/** SPEC §2 Business Details: shown on quotes and customer communications. */
export function BusinessDetailsTab() {
  const { data, isPending, error } = useBusinessDetails();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Business Details</CardTitle>
        <CardDescription>
          This information appears on your quotes and customer communications.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <PageSpinner />
        ) : data ? (
          <BusinessDetailsForm details={data} />
        ) : (
          <p role="alert" className="text-sm text-destructive">
            {error?.message ?? "Business details could not be loaded."}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
