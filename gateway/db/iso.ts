/** A timestamp column as ISO text (the driver may answer a Date or a string), null kept as null. */
export const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
