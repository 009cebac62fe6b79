/** Query keys of the dashboard calls: one per call and body, all under one prefix. */
export const dashboardKey = (call: string, body: unknown) => ['dashboard', call, body] as const;
