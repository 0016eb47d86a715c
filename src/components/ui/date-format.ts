/** Day, month and year, e.g. "15 ноября 2026 г." / "November 15, 2026". */
export const DATE_FORMAT = { day: 'numeric', month: 'long', year: 'numeric' } as const
