/** A percentage as the table shows it ("92.2 %"), or a dash when there is nothing to take it of. */
export const formatPct = (value: number | null) => (value === null ? '–' : `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} %`);

/** Transit days; the cap means that many or more. */
export const formatDays = (value: number | null, cap: number) => (value === null ? '–' : value >= cap ? `${cap}+` : String(value));

export const formatCount = (value: number) => value.toLocaleString('en-US');
