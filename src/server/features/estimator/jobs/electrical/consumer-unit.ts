/**
 * Replacing a consumer unit. Figures (typical domestic rates, unverified): the catalogue's
 * 10-way populated dual-RCD board (its MCBs included) for a typical house; 6 h to test the old
 * circuits, change the board and connect, and 2 h to test every circuit and write the Electrical
 * Installation Certificate. Notifiable under Part P.
 */
import { P } from "../../materials";
import type { JobDefinition } from "../../types";
import { defineJob, has, need } from "../../units";
import { addHours } from "./common";

export const BOARD_H = 6;
export const BOARD_TEST_H = 2;

export const consumerUnit: JobDefinition = defineJob("consumer-unit", "Consumer unit", (p, d) => {
  d.needs.push(need(P.consumerUnit, 1, "boards"));
  addHours(d, BOARD_H + BOARD_TEST_H);
  d.assumptions.push(
    `Change the board ${BOARD_H} h; test every circuit and an Electrical Installation Certificate ${BOARD_TEST_H} h`,
    "10-way populated dual-RCD consumer unit with its MCBs: enough ways for a typical house",
    "Notifiable under Part P: the notification is made through the electrician's scheme",
    "Meter tails, main earth and bonding assumed sound; upgrading them, and surge protection if the board lacks it, is extra",
  );
  if (has(p, /\brcbos?\b/))
    d.assumptions.push(
      "An all-RCBO board costs more than the dual-RCD board priced: add the RCBOs",
    );
  d.questions.push(
    "How many circuits does the house have, and are the meter tails and main earth in good order?",
  );
  d.plan.push(
    "Test the existing circuits first, so faults are found before the change",
    "Arrange isolation (the supplier's fuse or an isolator); remove the old board",
    "Fix the new consumer unit, connect the tails, earth and circuits",
    "Test every circuit, issue the Electrical Installation Certificate and notify building control",
  );
});
