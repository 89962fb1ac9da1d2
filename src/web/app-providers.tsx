import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { createQueryClient } from "./lib/query-client";

const queryClient = createQueryClient();

/** The signed-in app's data layer, loaded with the first app page rather than with the landing page. */
export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
