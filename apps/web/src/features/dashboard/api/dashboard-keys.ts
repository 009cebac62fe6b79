/** Query keys of the dashboard calls: one per call and body, all under one prefix. */
export const dashboardKey = (call: string, body: unknown) => ['dashboard', call, body] as const;

/** A card's answer this recent is not asked for again on mount (the opening cards are asked for early). */
export const DASHBOARD_FRESH_MS = 5_000;
