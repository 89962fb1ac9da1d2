import { ArrowLeft, FileQuestion } from "lucide-react";
import { Link } from "react-router";
import { messages } from "../../../../shared/messages";
import { Button } from "../../../components/ui/button";
import { paths } from "../../../config/paths";

export function BackButton() {
  return (
    <Button asChild variant="outline">
      <Link to={paths.quotes}>
        <ArrowLeft /> Back to Quotes
      </Link>
    </Button>
  );
}

export function NotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <FileQuestion className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{messages.quotes.notFoundTitle}</h1>
      <p className="text-muted-foreground">{messages.quotes.notFound}</p>
      <BackButton />
    </div>
  );
}
