/**
 * Misspellings tradespeople type on a phone ("plasterbaord", "wallpapper", "cieling"), read as the
 * word they mean before anything else is parsed, so a typo never silently drops a job. Only
 * misspellings that are not themselves words used in a description are listed.
 */
const TYPOS: [RegExp, string][] = [
  [/\bplaster ?(?:baord|bord|borad|boad|broad|bard)(s|ed|ing)?\b/g, "plasterboard$1"],
  [/\b(?:wall ?papp?er|wal ?papp?er|wallpapaer|wallpaer)(s|ed|ing)?\b/g, "wallpaper$1"],
  [/\b(?:ceilling|cieling|cielling|celing|celling)(s)?\b/g, "ceiling$1"],
  [/\b(?:artifi?ca?l|artfic?ial|artifcial|artifical|artficial)\b/g, "artificial"],
  [/\b(?:lamanate|laminat|laminte|lamenate|laminet)\b/g, "laminate"],
  [/\b(?:skiming|skimmimg|skimmin)\b/g, "skimming"],
  [/\b(?:plasterin|plastring|plastereing)\b/g, "plastering"],
  [/\b(?:skirtin|skirtting|skriting|skirtng)\b/g, "skirting"],
  [/\b(?:archetrave|artchitrave|architraive|architrive|achitrave)(s)?\b/g, "architrave$1"],
  [/\b(?:radiater|radiatior|radaitor|radiotor)(s)?\b/g, "radiator$1"],
  [/\b(?:insulaton|insualtion|insullation|insulashun)\b/g, "insulation"],
  [/\b(?:bathrom|bathrrom|bathoom)\b/g, "bathroom"],
  [/\b(?:kitchin|kitchn|kichen|kitchem)\b/g, "kitchen"],
  [/\b(?:bedrom|bedoom)(s)?\b/g, "bedroom$1"],
  [/\b(?:fense|fance)(s)?\b/g, "fence$1"],
  [/\b(?:guttring|gutterin|guttters)\b/g, "guttering"],
  [/\b(?:rendring|renderin)\b/g, "rendering"],
  [/\b(?:decing|deking)\b/g, "decking"],
  [/\b(?:tilling|tileing)\b/g, "tiling"],
];

export function fixTypos(s: string): string {
  let out = s;
  for (const [re, word] of TYPOS) out = out.replace(re, word);
  return out;
}
