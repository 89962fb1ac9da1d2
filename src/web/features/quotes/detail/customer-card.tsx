import { Mail, MapPin, Phone, User } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { paths } from "../../../config/paths";

export type CustomerInfo = { name: string; email: string; phone: string; address: string };

function InfoRow({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    // The term and its description are the group's only children, as a <dl> requires.
    <div className="relative min-w-0 pl-7">
      <dt className="text-xs text-muted-foreground">
        <span className="absolute left-0 top-0.5 [&_svg]:size-4" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="whitespace-pre-line wrap-anywhere">{children || "—"}</dd>
    </div>
  );
}

/** `siteAddress`: where the work is, when not at the customer's address. */
export function CustomerCard({
  customerId,
  customer,
  siteAddress,
}: {
  customerId: string | null | undefined;
  customer: CustomerInfo;
  siteAddress?: string | null;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Customer information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm">
          <InfoRow icon={<User />} label="Name">
            {customerId ? (
              <Link className="underline" to={paths.customer(customerId)}>
                {customer.name}
              </Link>
            ) : (
              customer.name
            )}
          </InfoRow>
          <InfoRow icon={<Mail />} label="Email">
            {customer.email}
          </InfoRow>
          <InfoRow icon={<Phone />} label="Phone">
            {customer.phone}
          </InfoRow>
          <InfoRow icon={<MapPin />} label="Address">
            {customer.address}
          </InfoRow>
          {siteAddress ? (
            <InfoRow icon={<MapPin />} label="Site address">
              {siteAddress}
            </InfoRow>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  );
}
