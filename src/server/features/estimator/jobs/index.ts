/** Registry of every job type the estimator can take off. */
import type { JobDefinition, JobTypeId } from "../types";
import { artificialGrass } from "./artificial-grass";
import { bathroomRefit, bathroomTilingRefresh } from "./bathroom";
import { ceilingInsulation } from "./ceiling-insulation";
import { coving } from "./coving";
import { paintCeilings, paintWalls, paintWoodwork, wallpaper } from "./decorating";
import {
  consumerUnit,
  lighting,
  lightSwitches,
  outsideSocket,
  rewire,
  sockets,
} from "./electrical";
import { exteriorPainting } from "./exterior-painting";
import { fencePainting } from "./fence-painting";
import { engineeredFlooring, laminateFlooring, lvtFlooring } from "./flooring";
import { guttering } from "./guttering";
import { radiators } from "./heating";
import { loftInsulation } from "./insulation";
import { architrave, internalDoors, skirting } from "./joinery";
import { kitchenFitting, kitchenTilingRefresh } from "./kitchen";
import { blockPaving, decking, fencing, patio } from "./landscaping";
import { lintels } from "./lintels";
import { blockWall, brickWall } from "./masonry";
import { studPartition } from "./partition";
import { skimPlasterboard } from "./plaster-board";
import { boardCeilings, boardWalls, skimCeilings, skimWalls } from "./plastering";
import { rendering } from "./rendering";
import { shedBase } from "./shed-base";
import { shedPainting } from "./shed-painting";
import { floorTiling, splashback, wallTiling } from "./tiling";
import { wallInsulation } from "./wall-insulation";

export const JOBS: Record<JobTypeId, JobDefinition> = {
  "stud-partition": studPartition,
  "board-ceilings": boardCeilings,
  "board-walls": boardWalls,
  "skim-ceilings": skimCeilings,
  "skim-walls": skimWalls,
  radiators,
  "wall-tiling": wallTiling,
  splashback,
  "paint-ceilings": paintCeilings,
  "paint-walls": paintWalls,
  wallpaper,
  "internal-doors": internalDoors,
  architrave,
  skirting,
  "paint-woodwork": paintWoodwork,
  "floor-tiling": floorTiling,
  "laminate-flooring": laminateFlooring,
  "lvt-flooring": lvtFlooring,
  "engineered-flooring": engineeredFlooring,
  "loft-insulation": loftInsulation,
  "brick-wall": brickWall,
  "block-wall": blockWall,
  guttering,
  patio,
  "block-paving": blockPaving,
  fencing,
  decking,
  rendering,
  coving,
  "skim-plasterboard": skimPlasterboard,
  "kitchen-fitting": kitchenFitting,
  "kitchen-tiling-refresh": kitchenTilingRefresh,
  "bathroom-refit": bathroomRefit,
  "bathroom-tiling-refresh": bathroomTilingRefresh,
  "wall-insulation": wallInsulation,
  "ceiling-insulation": ceilingInsulation,
  lintels,
  "artificial-grass": artificialGrass,
  "shed-base": shedBase,
  "exterior-painting": exteriorPainting,
  "fence-painting": fencePainting,
  "shed-painting": shedPainting,
  rewire,
  "consumer-unit": consumerUnit,
  sockets,
  "light-switches": lightSwitches,
  lighting,
  "outside-socket": outsideSocket,
};
