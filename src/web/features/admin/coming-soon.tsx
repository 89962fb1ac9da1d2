import type { LucideIcon } from "lucide-react";
import { Card, CardContent } from "../../components/ui/card";

/** SPEC §2: the Users and Analytics tabs are placeholders for now. */
export function ComingSoon({
  icon: Icon,
  title,
  description,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 px-6 py-16 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-muted">
          <Icon className="size-6 text-muted-foreground" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="max-w-md text-sm text-muted-foreground">{description}</p>
        <p className="text-xs font-semibold uppercase tracking-wider text-primary">Coming soon</p>
      </CardContent>
    </Card>
  );
}
