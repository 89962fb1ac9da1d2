import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "../../components/layout/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { type HelpTopic, helpSections } from "./help-topics";

const quickLinks = [
  { label: "New quote", to: paths.newQuote },
  { label: "Quotes", to: paths.quotes },
  { label: "Jobs", to: paths.jobs },
  { label: "Invoices", to: paths.invoices },
  { label: "Settings", to: paths.settings },
];

function Topic({ topic }: { topic: HelpTopic }) {
  const Icon = topic.icon;
  return (
    <details id={topic.id} className="group scroll-mt-20 border-b last:border-b-0">
      <summary className="flex cursor-pointer list-none items-start gap-3 px-4 py-4 hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:px-6 [&::-webkit-details-marker]:hidden">
        <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-medium">{topic.title}</span>
          <span className="block text-sm text-muted-foreground">{topic.summary}</span>
        </span>
        <ChevronDown
          className="mt-1 size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="grid gap-3 px-4 pb-5 text-sm leading-relaxed sm:pl-[4.25rem] sm:pr-6">
        {topic.body}
      </div>
    </details>
  );
}

/** /dashboard/help: how to use Sole., topic by topic. */
export function HelpPage() {
  return (
    <>
      <PageHeader title="Help" description="How to get the most out of Sole." />
      <div className="grid max-w-4xl gap-8">
        <Card>
          <CardContent className="grid gap-4 pt-6">
            <p className="text-sm leading-relaxed">
              Sole takes a job from the first enquiry to the final payment: quote it, send it, win
              it, schedule it and invoice it. Open a topic below for step-by-step help, or jump
              straight in:
            </p>
            <nav aria-label="Quick links" className="flex flex-wrap gap-2">
              {quickLinks.map((link) => (
                <Button key={link.to} asChild variant="outline" size="sm">
                  <Link to={link.to}>{link.label}</Link>
                </Button>
              ))}
            </nav>
          </CardContent>
        </Card>
        {helpSections.map((section) => (
          <section key={section.id} aria-labelledby={`help-${section.id}`} className="grid gap-3">
            <h2 id={`help-${section.id}`} className="text-lg font-semibold">
              {section.title}
            </h2>
            <Card className="overflow-hidden">
              {section.topics.map((topic) => (
                <Topic key={topic.id} topic={topic} />
              ))}
            </Card>
          </section>
        ))}
      </div>
    </>
  );
}
