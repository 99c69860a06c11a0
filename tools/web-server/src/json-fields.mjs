// Checks of fields in JSON another server sent (a remote's prerender.json or rendered page), before it is used.
export const isText = (value) => typeof value === 'string';
export const isTextOrNull = (value) => value === null || isText(value);
