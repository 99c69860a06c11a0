import { Transform } from 'class-transformer';

/** Trims strings; other values pass through for the validators to reject. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
