import { Monitor, Moon, Sun } from "lucide-react";
import { useState } from "react";
import { pendingMenuTrigger, useDeferredImport } from "../../lib/deferred";
import { useTheme } from "../../lib/theme";
import { Button } from "../ui/button";

const loadMenu = () => import("./theme-menu");

/** The theme button; the Radix menu behind it loads after the page is drawn (lib/deferred.ts). */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const [open, setOpen] = useState(false);
  const menu = useDeferredImport(loadMenu, open);
  const Icon = theme === "dark" ? Moon : theme === "light" ? Sun : Monitor;
  if (!menu) {
    return (
      <Button
        variant="ghost"
        size="icon"
        aria-label="Theme"
        {...pendingMenuTrigger(() => setOpen(true))}
      >
        <Icon />
      </Button>
    );
  }
  return (
    <menu.ThemeMenu open={open} onOpenChange={setOpen} theme={theme} setTheme={setTheme}>
      <Button variant="ghost" size="icon" aria-label="Theme">
        <Icon />
      </Button>
    </menu.ThemeMenu>
  );
}
