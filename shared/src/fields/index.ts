// The form controls: labelled fields with their hints and errors. Apart from the rest of the kit so a
// page without a form (the catalogue's) downloads none of them.
export * from './checkbox';
export * from './field-error';
export * from './field-frame';
export * from './radio-group';
export * from './select-field';
export * from './text-field';
