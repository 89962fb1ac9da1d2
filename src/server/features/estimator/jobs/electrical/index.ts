/**
 * Domestic electrical work: sockets (./sockets.ts), lights and switches (./lighting.ts), the
 * consumer unit (./consumer-unit.ts) and a rewire (./rewire.ts). What each description asks for
 * is read word by word (./read.ts, ./said.ts) and detected in ./detect.ts.
 */
export { consumerUnit } from "./consumer-unit";
export { lighting, lightSwitches } from "./lighting";
export { rewire } from "./rewire";
export { outsideSocket, sockets } from "./sockets";
