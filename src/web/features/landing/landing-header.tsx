import { Moon, Sun } from "lucide-react";
import { paths } from "../../config/paths";
import { useTheme } from "../../lib/theme";
import { BrandMark, buttonClass, Container } from "./landing-ui";

export const sectionLinks = [
  { href: "#features", label: "Features" },
  { href: "#offer", label: "Early access" },
  { href: "#testimonials", label: "Reviews" },
  { href: "#waitlist", label: "Waitlist" },
] as const;

function isDark(theme: string): boolean {
  if (theme === "dark") return true;
  if (theme === "light") return false;
  return document.documentElement.classList.contains("dark");
}

/** Switches between light and dark; the dashboard offers the full light/dark/system choice. */
function ThemeSwitch() {
  const { theme, setTheme } = useTheme();
  const dark = isDark(theme);
  return (
    <button
      type="button"
      onClick={() => setTheme(dark ? "light" : "dark")}
      aria-label={dark ? "Switch to light theme" : "Switch to dark theme"}
      className={buttonClass("ghost", "sm", "w-9 px-0 text-muted-foreground hover:text-foreground")}
    >
      {dark ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </button>
  );
}

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <Container className="flex h-16 items-center justify-between gap-3">
        <a
          href={paths.home}
          aria-label="Sole home"
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
        >
          <BrandMark />
        </a>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <ThemeSwitch />
          <a href={paths.login} className={buttonClass("ghost", "sm")}>
            Login
          </a>
          <a href={paths.signUp} className={buttonClass("primary", "sm")}>
            Get Started
          </a>
        </div>
      </Container>
    </header>
  );
}
