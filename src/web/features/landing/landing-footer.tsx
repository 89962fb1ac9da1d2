import { paths } from "../../config/paths";
import { sectionLinks } from "./landing-header";
import { BrandMark, Container } from "./landing-ui";

const linkClass =
  "rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

export function LandingFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-muted/40">
      <Container className="py-12">
        <div className="flex flex-col gap-8 md:flex-row md:items-start md:justify-between">
          <div className="max-w-sm">
            <BrandMark className="text-xl" />
            <p className="mt-3 text-sm text-muted-foreground">
              Smart quoting and material management for UK sole traders and small building firms.
            </p>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:gap-16">
            <nav aria-label="Sections">
              <p className="text-sm font-semibold">Product</p>
              <ul className="mt-3 space-y-2">
                {sectionLinks.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className={linkClass}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <nav aria-label="Account">
              <p className="text-sm font-semibold">Account</p>
              <ul className="mt-3 space-y-2">
                <li>
                  <a href={paths.login} className={linkClass}>
                    Login
                  </a>
                </li>
                <li>
                  <a href={paths.login} className={linkClass}>
                    Create an account
                  </a>
                </li>
                <li>
                  <a href={paths.demo} className={linkClass}>
                    Try the demo
                  </a>
                </li>
              </ul>
            </nav>
          </div>
        </div>
        <div className="mt-10 flex flex-col gap-2 border-t pt-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>© {year} Sole.</p>
          <p>Made for tradespeople across the UK.</p>
        </div>
      </Container>
    </footer>
  );
}
