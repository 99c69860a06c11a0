// Pure helpers shared by the web apps and the API. No React, no I/O.
export * from './time-field';
export * from './format';
export * from './pagination';
export * from './youtube-url';
export * from './iso-duration';
export * from './weekdays';
export * from './local-date';
export * from './library-vocabulary';
export * from './sticky-choice';
