/**
 * Recognising electrical work. Its phrases are read word by word (../electrical/read.ts): a
 * socket, light or switch is a job only with a verb or "new", "extra" before it ("add 3 double
 * sockets"), so sockets taken off and refitted round new plaster, or named by a kitchen fit, are
 * not an electrician's job of their own (../electrical/detect.ts).
 */
import type { JobTypeId } from "../../types";
import type { Recognition } from "./phrases";

export const ELECTRICAL: Partial<Record<JobTypeId, Recognition>> = {
  rewire: {
    not: [],
    examples: ["rewire a 3 bed semi", "full rewire of a 2 bedroom flat", "rewire the kitchen"],
  },
  "consumer-unit": {
    not: [],
    examples: ["replace the consumer unit", "new fuse box", "consumer unit upgrade"],
  },
  sockets: {
    not: [],
    examples: [
      "add 3 double sockets in the kitchen",
      "2 extra sockets in the lounge",
      "move a socket in the bedroom",
      "put in 4 usb sockets",
    ],
  },
  "light-switches": {
    not: [],
    examples: ["move a light switch", "add a 2-way switch on the landing"],
  },
  lighting: {
    not: [],
    examples: [
      "fit 6 LED downlights in the lounge ceiling",
      "replace 3 light fittings in the hall",
      "add 2 new lights in the dining room",
    ],
  },
  "outside-socket": {
    not: [],
    examples: ["install an outside socket", "fit a weatherproof socket in the garden"],
  },
};
