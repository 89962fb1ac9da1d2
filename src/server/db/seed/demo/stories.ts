import type { DemoCustomerKey } from "./data";

/**
 * The demo's quotes besides the draft, oldest first (numbered Q-0001 on; the draft comes last).
 * Days are relative to the day the template is made: -3 is three days before. Lines are catalogue
 * products of DEMO_MERCHANT_ID by name, at the business's trade price there.
 */
export interface DemoQuoteStory {
  customer: DemoCustomerKey;
  name: string;
  jobDescription: string;
  laborDays: number;
  lines: { product: string; quantity: number }[];
  measurements: { label: string; value: number; unit: "m" }[];
  createdDay: number;
  sentDay: number;
  /** Accepted by the business on the customer's word, or declined by the customer online. */
  decision?: { day: number; kind: "accepted" } | { day: number; kind: "declined"; reason: string };
  /** The customer opened the quote's page: first and last day, and how often. */
  views?: { firstDay: number; lastDay: number; count: number };
  /**
   * Its job, scheduled on `scheduledDay` to start at eight on `startDay`: in a copy, on the working
   * day nearest it (the one before for work begun, the one after for work to come).
   */
  job?: {
    scheduledDay: number;
    startDay: number;
    status: "scheduled" | "in-progress" | "completed";
    notes: string;
  };
  /** A 50% deposit invoice, raised and sent on `day`, and the day it was paid in full. */
  deposit?: { day: number; paidDay?: number };
  /** The purchase order of its lines, placed on `day`. */
  orderDay?: number;
  /** The final invoice, raised and sent on `day`, and a part payment (whole pounds) on `paidDay`. */
  final?: { day: number; paidDay: number; paidPence: number };
}

export const DEMO_QUOTE_STORIES: DemoQuoteStory[] = [
  {
    customer: "helen",
    name: "Lounge and hallway re-skim",
    jobDescription:
      "Skim the lounge walls and ceiling and the hallway walls: PVA and scrim, new angle beads on the external corners, two-coat multi-finish, left ready for a mist coat.",
    laborDays: 3,
    lines: [
      { product: "British Gypsum Thistle Multi-Finish 25kg", quantity: 8 },
      { product: "Everbuild 502 All Purpose PVA 5L", quantity: 2 },
      { product: "Self-Adhesive Scrim Tape 50mm x 90m", quantity: 2 },
      { product: "Galvanised Thin Coat Angle Bead 3m", quantity: 6 },
      { product: "Polythene Dust Sheets 12 x 9ft (pack of 5)", quantity: 1 },
    ],
    measurements: [
      { label: "Lounge length", value: 4.8, unit: "m" },
      { label: "Lounge width", value: 3.9, unit: "m" },
      { label: "Hallway length", value: 6.2, unit: "m" },
      { label: "Ceiling height", value: 2.4, unit: "m" },
    ],
    createdDay: -44,
    sentDay: -44,
    decision: { day: -38, kind: "accepted" },
    job: { scheduledDay: -38, startDay: -15, status: "completed", notes: "" },
    deposit: { day: -37, paidDay: -35 },
    orderDay: -20,
    final: { day: -4, paidDay: -1, paidPence: 25_000 },
  },
  {
    customer: "mark",
    name: "Garden wall rebuild",
    jobDescription:
      "Take down the leaning 8.5m front garden wall, dig out and re-lay the footing, rebuild in facing brick to 1.2m with a brick-on-edge coping.",
    laborDays: 4,
    lines: [
      { product: "Ibstock Facing Brick Red Multi 65mm", quantity: 450 },
      { product: "Blue Circle Mastercrete Cement 25kg", quantity: 8 },
      { product: "Building Sand Bulk Bag", quantity: 1 },
      { product: "Everbuild Mortar Plasticiser 5L", quantity: 1 },
    ],
    measurements: [
      { label: "Wall length", value: 8.5, unit: "m" },
      { label: "Wall height", value: 1.2, unit: "m" },
    ],
    createdDay: -32,
    sentDay: -32,
    decision: {
      day: -27,
      kind: "declined",
      reason: "We've decided to leave the rebuild for now. Could you quote for a repair instead?",
    },
    views: { firstDay: -31, lastDay: -27, count: 3 },
  },
  {
    customer: "priya",
    name: "Kitchen-diner ceiling: board and skim",
    jobDescription:
      "Take down the cracked lath and plaster kitchen-diner ceiling, fix new 12.5mm plasterboard to the joists, scrim the joints and skim to a smooth finish.",
    laborDays: 3,
    lines: [
      { product: "British Gypsum Gyproc WallBoard 12.5mm 2400 x 1200mm", quantity: 8 },
      { product: "Drywall Screws Coarse Thread 3.5 x 38mm (box of 1000)", quantity: 1 },
      { product: "Self-Adhesive Scrim Tape 50mm x 90m", quantity: 1 },
      { product: "British Gypsum Thistle Multi-Finish 25kg", quantity: 4 },
      { product: "Polythene Dust Sheets 12 x 9ft (pack of 5)", quantity: 1 },
    ],
    measurements: [
      { label: "Ceiling length", value: 5.4, unit: "m" },
      { label: "Ceiling width", value: 3.6, unit: "m" },
    ],
    createdDay: -22,
    sentDay: -21,
    decision: { day: -15, kind: "accepted" },
    views: { firstDay: -20, lastDay: -16, count: 2 },
    job: {
      scheduledDay: -15,
      startDay: -1,
      status: "in-progress",
      notes: "Side gate code 1742. Sheet the worktops; the kitchen must be usable by 6pm each day.",
    },
    deposit: { day: -14, paidDay: -12 },
    orderDay: -7,
  },
  {
    customer: "sarah",
    name: "Utility room: dot and dab and skim",
    jobDescription:
      "Dry-line the utility room's outside walls in moisture-resistant board on dot and dab, angle beads on the window reveals, skim the walls ready for paint.",
    laborDays: 2,
    lines: [
      { product: "British Gypsum Gyproc Dri-Wall Adhesive 25kg", quantity: 4 },
      { product: "British Gypsum Gyproc Moisture Resistant 12.5mm 2400 x 1200mm", quantity: 6 },
      { product: "Self-Adhesive Scrim Tape 50mm x 90m", quantity: 1 },
      { product: "British Gypsum Thistle Multi-Finish 25kg", quantity: 3 },
      { product: "Galvanised Thin Coat Angle Bead 3m", quantity: 2 },
    ],
    measurements: [
      { label: "Room length", value: 2.8, unit: "m" },
      { label: "Room width", value: 2.2, unit: "m" },
      { label: "Ceiling height", value: 2.4, unit: "m" },
    ],
    createdDay: -12,
    sentDay: -11,
    decision: { day: -4, kind: "accepted" },
    job: {
      scheduledDay: -4,
      startDay: 4,
      status: "scheduled",
      notes: "Sarah is at work: key with the neighbour at number 16.",
    },
    deposit: { day: -3 },
  },
  {
    customer: "mark",
    name: "Garden wall: repair and re-point",
    jobDescription:
      "Cut out and replace the 40 spalled bricks of the front garden wall, rake out and re-point the whole wall in a matching mortar.",
    laborDays: 1.5,
    lines: [
      { product: "Ibstock Facing Brick Red Multi 65mm", quantity: 40 },
      { product: "Building Sand Handy Bag 25kg", quantity: 6 },
      { product: "Blue Circle Mastercrete Cement 25kg", quantity: 2 },
      { product: "Everbuild Mortar Plasticiser 5L", quantity: 1 },
    ],
    measurements: [
      { label: "Wall length", value: 8.5, unit: "m" },
      { label: "Wall height", value: 1.2, unit: "m" },
    ],
    createdDay: -7,
    sentDay: -6,
    views: { firstDay: -5, lastDay: -2, count: 2 },
  },
];
