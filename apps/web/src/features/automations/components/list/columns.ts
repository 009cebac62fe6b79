/** Cells a phone leaves out (part 2 §2.14 keeps switch, name, actions and the row's buttons in view). */
export const FROM_TABLET = { display: { xs: 'none', sm: 'table-cell' } } as const;
/** The dates only fit beside the rest on a wide screen. */
export const FROM_DESKTOP = { display: { xs: 'none', md: 'table-cell' } } as const;
/** Shown under a cell's main text where its own column is left out. */
export const PHONE_ONLY = { display: { xs: 'block', sm: 'none' } } as const;

export const RULE_COLUMNS = 9;
