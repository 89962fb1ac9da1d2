/** The dig and MOT Type 1 sub-base figures that a concrete and a slab base share. */
export const DIG_M = 0.15;
export const MOT_M = 0.075;
export const MOT_T_PER_M3 = 2.1;
export const BULK_BAG_T = 0.85;
export const CEMENT_KG_PER_M3 = 1440;
export const DIG_M2_DAY = 10;
