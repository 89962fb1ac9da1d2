import { businessHelp } from "./help-business";
import type { HelpSection } from "./help-parts";
import { quotingHelp } from "./help-quoting";

export type { HelpSection, HelpTopic } from "./help-parts";

/** The help, in the order a job goes: quote, win, schedule, get paid; then the set-up. */
export const helpSections: HelpSection[] = [...quotingHelp, ...businessHelp];
