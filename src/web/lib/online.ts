import { onlineManager } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/** Whether the device has a connection (the browser's online and offline events). */
export function useOnline() {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

export const SENDING_NEEDS_CONNECTION =
  "Sending needs a connection: it will be ready when you're back online.";
