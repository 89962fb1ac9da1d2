/** A concrete slab: dig, MOT, DPM, concrete (ready-mixed, bagged or mixed on site) and formwork. */
import { cutPlan } from "../../geometry";
import { P } from "../../materials";
import type { ParsedDescription } from "../../types";
import { addWait, because, ceilWhole, type Draft, fmt, has, need } from "../../units";
import { muckAway } from "../muck-away";
import { BULK_BAG_T, CEMENT_KG_PER_M3, DIG_M, DIG_M2_DAY, MOT_M, MOT_T_PER_M3 } from "./sub-base";

export const SLAB_CONCRETE_M = 0.1;
export const CONCRETE_WASTE = 0.05;
export const DRY_FACTOR = 1.5;
export const BALLAST_T_PER_M3 = 1.75;
export const CONCRETE_KG_PER_M3 = 2300;
export const READY_MIX_MIN_M3 = 1;
export const READY_MIX_STEP_M3 = 0.25;
export const FORM_STOCK_M = 3.6;
export const FORM_M_DAY = 20;
export const MOT_M2_DAY = 20;
export const MIX_M3_DAY = 1.5;
export const READY_MIX_M3_DAY = 4;
export const CONCRETE_SET_DAYS = 2;

export function concrete(
  p: ParsedDescription,
  d: Draft,
  length: number,
  width: number,
  area: number,
) {
  const perimeter = 2 * (length + width);
  muckAway(d, area, DIG_M);
  const motT = area * MOT_M * MOT_T_PER_M3;
  d.needs.push(
    because(
      need(P.mot, motT, "t", BULK_BAG_T),
      `${fmt(area)} m² × ${MOT_M * 1000} mm × ${MOT_T_PER_M3} t/m³ = ${fmt(motT)} t → ${ceilWhole(motT / BULK_BAG_T)} × 0.85 t bulk bag`,
    ),
    because(
      need(P.dpm, area * 1.1, "m2", 100),
      `${fmt(area)} m² + 10% laps = ${fmt(area * 1.1)} m² → 1 × 4 × 25 m roll`,
    ),
  );
  const vol = area * SLAB_CONCRETE_M * (1 + CONCRETE_WASTE);
  const slab = `${fmt(area)} m² × ${SLAB_CONCRETE_M * 1000} mm + 5% = ${fmt(vol, 3)} m³`;
  const readyMixed =
    has(p, /\bready[- ]?mix\w*|\bmixer lorry\b|\bvolumetric\b/) || vol >= READY_MIX_MIN_M3;
  const bagged =
    !readyMixed &&
    has(p, /\bpost ?mix\b|\bconcrete mix\b|\bbag(?:s|ged)? of concrete\b|\bbagged\b/);
  if (readyMixed) {
    const steps = ceilWhole(vol / READY_MIX_STEP_M3);
    d.needs.push(
      because(
        {
          ...need(P.readyMix, vol, "m3"),
          packs: [
            { size: READY_MIX_STEP_M3, product: P.readyMix, unitsPerPack: READY_MIX_STEP_M3 },
          ],
        },
        `${slab} → ${fmt(steps * READY_MIX_STEP_M3)} m³ ready-mixed (0.25 m³ steps)`,
      ),
    );
    d.days += vol / READY_MIX_M3_DAY;
  } else if (bagged) {
    const kg = vol * CONCRETE_KG_PER_M3;
    d.needs.push(
      because(
        need(P.concreteMix, kg, "kg", 20),
        `${slab} × ${CONCRETE_KG_PER_M3} kg/m³ = ${fmt(kg, 0)} kg → ${ceilWhole(kg / 20)} × 20 kg bags`,
      ),
    );
    d.days += vol / MIX_M3_DAY;
  } else {
    const dry = vol * DRY_FACTOR;
    const cementKg = (dry / 6) * CEMENT_KG_PER_M3;
    const ballastT = ((dry * 5) / 6) * BALLAST_T_PER_M3;
    const mix = `${slab} × ${DRY_FACTOR} dry at 1:5`;
    d.needs.push(
      because(
        need(P.cement, cementKg, "kg", 25),
        `${mix}: cement ${fmt(cementKg, 1)} kg → ${ceilWhole(cementKg / 25)} × 25 kg bags`,
      ),
      because(
        need(P.ballast, ballastT, "t", BULK_BAG_T),
        `${mix}: all-in ballast ${fmt(ballastT)} t → ${ceilWhole(ballastT / BULK_BAG_T)} × 0.85 t bulk bags`,
      ),
    );
    d.days += vol / MIX_M3_DAY;
  }
  const cut = cutPlan([length, length, width, width], FORM_STOCK_M, 0.05);
  const pegs = ceilWhole(perimeter) + 4;
  d.needs.push(
    because(
      need(P.formwork, cut.lengths * FORM_STOCK_M, "m", FORM_STOCK_M),
      `Formwork round ${fmt(perimeter)} m: sides ${fmt(length)}, ${fmt(length)}, ${fmt(width)}, ${fmt(width)} m from ${FORM_STOCK_M} m lengths → ${cut.lengths}`,
    ),
    because(
      need(P.pegBatten, ceilWhole(pegs / 6) * 2.4, "m", 2.4),
      `${pegs} pegs (1 a metre + 4 corners), 6 from a 2.4 m batten → ${ceilWhole(pegs / 6)} battens`,
    ),
  );
  d.days += area / DIG_M2_DAY + perimeter / FORM_M_DAY + area / MOT_M2_DAY;
  addWait(
    d,
    "concrete-set",
    "Concrete sets before the shed goes on (2 days; full strength at 28 days)",
    CONCRETE_SET_DAYS,
  );
  d.assumptions.push(
    `Dig ${DIG_M * 1000} mm; ${MOT_M * 1000} mm MOT Type 1 compacted, DPM, ${SLAB_CONCRETE_M * 1000} mm concrete ${readyMixed ? "ready-mixed" : bagged ? "from 20 kg bags" : "mixed on site 1:5 cement:ballast"}, tamped to a slight fall, 25 mm proud of the ground`,
    `One labourer: dig ${DIG_M2_DAY} m²/day, formwork ${FORM_M_DAY} m/day, sub-base ${MOT_M2_DAY} m²/day, concrete ${readyMixed ? `${READY_MIX_M3_DAY} m³/day placed` : `${MIX_M3_DAY} m³/day mixed and placed`}`,
  );
  d.plan.push(
    "Mark out the base, dig to 150 mm and take the spoil away",
    "Set the formwork level with a slight fall and peg it",
    "Lay and compact 75 mm of MOT Type 1; lay the DPM",
    "Place the concrete, tamp it level with the forms; strike the forms after a day",
    "Let the concrete set 2 days before the shed goes on",
  );
}
